import type { SectionType } from '@shop/blocks/sections'
import { paragraph } from '@shop/blocks/shared/section'

/**
 * What makes each demo brand its own on top of its theme: the front page's sections in the brand's order
 * and words, the about page, the people to call and the retailers. Sections are in the blocks' example
 * shape (the normalised content model, pictures named by stand-in address: seed/media.ts), so the block
 * schemas check them as they check the examples (brand-content.test.ts).
 */

export interface BrandSection {
  type: SectionType
  data: Record<string, unknown>
}

export interface BrandContent {
  /** The front hero's picture (a scene of seed/media.ts) and headline. */
  hero: { scene: string; title: string }
  front: BrandSection[]
  about: { ingress: string; body: string[] }
  retailers: Array<{
    name: string
    address: string
    town: string
    latitude: number
    longitude: number
    offerings: string[]
  }>
}

const image = (kind: string, id: string, title: string, width: number, height: number) => ({
  url: `/placeholder/${kind}/${id}.svg`,
  title,
  width,
  height,
})
const icon = (id: string, title: string) => image('icon', id, title, 64, 64)
const person = (id: string, name: string) => image('person', id, name, 160, 160)
const category = (slug: string, title: string) => ({
  title,
  linkUrl: `/kategorier/${slug}`,
  icon: icon(slug, title),
})

const nordbygg: BrandContent = {
  hero: { scene: 'stomme', title: 'Allt för bygget – från grund till nock' },
  front: [
    {
      type: 'AssortmentIcons',
      data: {
        title: 'Handla efter byggskede',
        backgroundColor: 'surface',
        items: [
          category('mur-och-betong', 'Grund'),
          category('tra-och-skivor', 'Stomme'),
          category('isolering', 'Isolering'),
          category('tak', 'Tak'),
          category('vvs', 'VVS'),
          category('el', 'El'),
        ],
      },
    },
    {
      type: 'LargeSection',
      data: {
        title: 'Byggt för norrländska vintrar',
        icon: icon('snoflinga', 'Snöflinga'),
        text: [
          paragraph(
            'Isolering, tak och fuktskydd som klarar minus 30 och tung snölast – och rådgivare som vet vad som krävs.',
          ),
          {
            type: 'list',
            ordered: false,
            children: [
              {
                type: 'listItem',
                children: [{ type: 'text', text: 'Vinterleveranser med kranbil till byggen i hela Norrland' }],
              },
              { type: 'listItem', children: [{ type: 'text', text: 'Snölastberäkning för takstolar' }] },
            ],
          },
        ],
        image: image('banner', 'nordbygg-tak', 'Snötäckt tak med nya takpannor', 1200, 675),
        link: { text: 'Bli kund', url: '/bli-kund' },
      },
    },
    {
      type: 'MarketingBanners',
      data: {
        title: 'Veckans kampanjer',
        backgroundColor: 'primary',
        banners: [
          {
            id: 'nb-mb-1',
            preTitle: 'Kampanj',
            title: '20 % på lösull och skivor',
            textRow1: 'Inför vintern, t.o.m. söndag',
            buttonText: 'Till isoleringen',
            linkUrl: '/kategorier/isolering',
            marketingId: 'nb-isolering',
            creative: 'isolering-20',
            metaTitle: '20 % på lösull och skivor',
            image: image('banner', 'nordbygg-isolering', 'Isoleringsskivor på bygget', 800, 450),
          },
          {
            id: 'nb-mb-2',
            preTitle: 'Verktygsveckor',
            title: 'Sladdlöst för kalla dagar',
            textRow1: 'Batterier som tål kyla',
            buttonText: 'Se erbjudandena',
            linkUrl: '/kampanjer/verktygsveckor',
            marketingId: 'nb-verktyg',
            creative: 'verktyg-vinter',
            metaTitle: 'Sladdlöst för kalla dagar',
            image: image('banner', 'nordbygg-verktyg', 'Skruvdragare och bits', 800, 450),
          },
        ],
      },
    },
    { type: 'SelectedProducts', data: { title: 'Populärt på bygget just nu', articleNumbers: [] } },
    {
      type: 'ContentBanners',
      data: {
        title: 'Bygga i kallt klimat',
        banners: [
          {
            id: 'nb-cb-1',
            title: 'Tilläggsisolera vinden',
            text: 'Minst 300 mm på vindsbjälklaget – så gör du.',
            buttonText: 'Läs guiden',
            linkUrl: '/guider/tillaggsisolera-vinden',
            image: image('banner', 'nordbygg-vind', 'Isolering på vind', 800, 450),
          },
          {
            id: 'nb-cb-2',
            title: 'Altan som klarar snön',
            text: 'Bärlinor, plintar och trall för norrländska vintrar.',
            buttonText: 'Läs guiden',
            linkUrl: '/guider/bygga-altan',
            image: image('banner', 'nordbygg-altan', 'Altan framför ett hus', 800, 450),
          },
        ],
      },
    },
    {
      type: 'ContactCards',
      data: {
        title: 'Dina kontakter i Norrland',
        contacts: [
          {
            name: 'Kundservice',
            role: 'Order och leveranser, vardagar 07–17',
            phone: '090-10 01 00',
            email: 'kundservice@nordbygg.se',
          },
          {
            name: 'Erik Lundström',
            role: 'Säljare proffs, Umeå',
            phone: '090-10 01 10',
            email: 'erik.lundstrom@nordbygg.se',
            image: person('erik', 'Erik Lundström'),
          },
          {
            name: 'Maja Nilsson',
            role: 'Projektsäljare, Luleå',
            phone: '0920-10 20 30',
            email: 'maja.nilsson@nordbygg.se',
            image: person('maja', 'Maja Nilsson'),
          },
        ],
      },
    },
  ],
  about: {
    ingress:
      'Nordbygg är bygghandeln för proffs och privatpersoner i Norrland, med nio butiker från Sundsvall till Kiruna.',
    body: [
      '## Vår historia',
      'Vi började 1978 som ett trävaruupplag i Umeå och växte med byggena längs kusten. I dag levererar vi till bygget från nio butiker.',
      '## Byggt för klimatet',
      'Vårt sortiment väljs för kyla, snölast och korta byggsäsonger: isolering, tak och fuktskydd som fungerar här.',
    ],
  },
  retailers: [
    {
      name: 'Järn & Bygg Skellefteå',
      address: 'Kanalgatan 12',
      town: 'Skellefteå',
      latitude: 64.75,
      longitude: 20.95,
      offerings: ['Virke', 'Järnhandel'],
    },
    {
      name: 'Fjällbygg Östersund',
      address: 'Chaufförvägen 4',
      town: 'Östersund',
      latitude: 63.18,
      longitude: 14.64,
      offerings: ['Virke', 'Tak', 'Isolering'],
    },
    {
      name: 'Bygg-Nisse Piteå',
      address: 'Industrigatan 9',
      town: 'Piteå',
      latitude: 65.32,
      longitude: 21.48,
      offerings: ['Färg', 'Verktyg'],
    },
  ],
}

const trahuset: BrandContent = {
  hero: { scene: 'bradgard', title: 'Kvalitetsvirke direkt från sågen' },
  front: [
    {
      type: 'LargeSection',
      data: {
        title: 'Virke från egen såg sedan 1952',
        icon: icon('stock', 'Timmerstock'),
        text: [
          paragraph(
            'Vi sågar, torkar och hyvlar själva i Bergslagen. Du får virke som är rakt, torrt och kapat på millimetern.',
          ),
          {
            type: 'list',
            ordered: false,
            children: [
              { type: 'listItem', children: [{ type: 'text', text: 'Kapning och hyvling efter mått' }] },
              { type: 'listItem', children: [{ type: 'text', text: 'FSC- och PEFC-certifierat virke' }] },
            ],
          },
        ],
        image: image('banner', 'trahuset-bradgard', 'Brädgård med staplat virke', 1200, 675),
        link: { text: 'Öppna kundkonto', url: '/bli-kund' },
      },
    },
    {
      type: 'ContentBanners',
      data: {
        title: 'Inspiration från brädgården',
        banners: [
          {
            id: 'th-cb-1',
            title: 'Bygga altan steg för steg',
            text: 'Från plintar till trall, med virke som håller.',
            buttonText: 'Läs guiden',
            linkUrl: '/guider/bygga-altan',
            image: image('banner', 'trahuset-altan', 'Nybyggd altan i trä', 800, 450),
          },
          {
            id: 'th-cb-2',
            title: 'Tilläggsisolera vinden',
            text: 'Sänk uppvärmningen med lösull eller skivor.',
            buttonText: 'Läs guiden',
            linkUrl: '/guider/tillaggsisolera-vinden',
            image: image('banner', 'trahuset-vind', 'Vind med isolering', 800, 450),
          },
        ],
      },
    },
    { type: 'SelectedProducts', data: { title: 'Mest köpta i brädgården', articleNumbers: [] } },
    {
      type: 'RandomBanners',
      data: {
        title: 'Tips från butiken',
        backgroundColor: 'surface',
        banners: [
          {
            id: 'th-rb-1',
            title: 'Låna släp gratis',
            text: 'När du handlar för minst 2 000 kr.',
            buttonText: 'Så fungerar det',
            linkUrl: '/hyr-slap',
            weight: 2,
            image: image('banner', 'trahuset-slap', 'Släpvagn med virke', 800, 450),
          },
          {
            id: 'th-rb-2',
            title: 'Vårens byggkampanj',
            text: 'Trall och reglar till kampanjpris.',
            buttonText: 'Till kampanjen',
            linkUrl: '/kampanjer/varens-byggkampanj',
            weight: 1,
            image: image('banner', 'trahuset-trall', 'Trallbrädor i en stapel', 800, 450),
          },
        ],
      },
    },
    {
      type: 'AssortmentIcons',
      data: {
        title: 'Från skogen till huset',
        backgroundColor: 'primary',
        items: [
          category('tra-och-skivor', 'Trä och skivor'),
          category('golv', 'Golv'),
          category('farg', 'Färg'),
          category('tradgard', 'Trädgård'),
        ],
      },
    },
    {
      type: 'ContactCards',
      data: {
        title: 'Fråga våra trämänniskor',
        contacts: [
          {
            name: 'Karin Holm',
            role: 'Virkesexpert, Västerås',
            phone: '021-12 34 50',
            email: 'karin.holm@trahuset.se',
            image: person('karin', 'Karin Holm'),
          },
          {
            name: 'Kundservice',
            role: 'Order och leveranser, vardagar 07–16',
            phone: '018-12 00 00',
            email: 'kundservice@trahuset.se',
          },
        ],
      },
    },
  ],
  about: {
    ingress: 'Trähuset är familjeföretaget med egen såg i Bergslagen och åtta butiker i Mälardalen.',
    body: [
      '## Från såg till butik',
      'Farfar Gustav startade sågen i Fagersta 1952. Vi sågar fortfarande själva, och virket i butikerna har sällan rest längre än tio mil.',
      '## Hållbart skogsbruk',
      'Allt vårt virke kommer från certifierat skogsbruk, och spån och bark blir fjärrvärme i Fagersta.',
    ],
  },
  retailers: [
    {
      name: 'Sala Trävaror',
      address: 'Måns Ols väg 3',
      town: 'Sala',
      latitude: 59.92,
      longitude: 16.6,
      offerings: ['Virke', 'Golv'],
    },
    {
      name: 'Köpings Bygg & Trä',
      address: 'Glasgatan 8',
      town: 'Köping',
      latitude: 59.51,
      longitude: 15.99,
      offerings: ['Virke', 'Färg', 'Trädgård'],
    },
    {
      name: 'Lindesbergs Järn',
      address: 'Kristinavägen 21',
      town: 'Lindesberg',
      latitude: 59.59,
      longitude: 15.23,
      offerings: ['Järnhandel', 'Verktyg'],
    },
  ],
}

const proffsbygget: BrandContent = {
  hero: { scene: 'lastbil', title: 'Snabbare leveranser till bygget' },
  front: [
    {
      type: 'SubBanners',
      data: {
        title: 'Snabbval för proffs',
        banners: [
          { id: 'pb-sb-1', title: 'Mina offerter', linkUrl: '/mina-offerter', template: 'text' },
          {
            id: 'pb-sb-2',
            title: 'Hitta butik',
            linkUrl: '/hitta-butik',
            template: 'text',
            icon: icon('butik', 'Butik'),
          },
          { id: 'pb-sb-3', title: 'Öppna proffskonto', linkUrl: '/bli-kund', template: 'text' },
        ],
      },
    },
    { type: 'SelectedProducts', data: { title: 'Mest köpta av proffs', articleNumbers: [] } },
    {
      type: 'MarketingBanners',
      data: {
        title: 'Proffserbjudanden',
        backgroundColor: 'accent',
        banners: [
          {
            id: 'pb-mb-1',
            preTitle: 'Verktygsveckor',
            title: 'Proffsmaskiner till nettopris',
            textRow1: 'Gäller t.o.m. söndag',
            buttonText: 'Till erbjudandena',
            linkUrl: '/kampanjer/verktygsveckor',
            marketingId: 'pb-verktyg',
            creative: 'maskiner-netto',
            metaTitle: 'Proffsmaskiner till nettopris',
            image: image('banner', 'proffsbygget-verktyg', 'Borrmaskin på en arbetsbänk', 800, 450),
          },
          {
            id: 'pb-mb-2',
            preTitle: 'Arbetskläder',
            title: 'Skydd för hela laget',
            textRow1: 'Hjälmar, skor och varselkläder',
            buttonText: 'Se sortimentet',
            linkUrl: '/kategorier/skydd-och-arbetsklader',
            marketingId: 'pb-skydd',
            creative: 'skydd-laget',
            metaTitle: 'Skydd för hela laget',
            image: image('banner', 'proffsbygget-skydd', 'Skyddshjälm och handskar', 800, 450),
          },
        ],
      },
    },
    {
      type: 'LargeSection',
      data: {
        title: 'Leverans till bygget före lunch',
        icon: icon('lastbil', 'Lastbil'),
        text: [
          paragraph(
            'Beställ före stopptiden så står godset på bygget nästa arbetsdag före tolv. Express inom tre timmar i Göteborg och Malmö.',
          ),
          {
            type: 'list',
            ordered: false,
            children: [
              { type: 'listItem', children: [{ type: 'text', text: 'Egen bil med kran och tidsbokad lossning' }] },
              { type: 'listItem', children: [{ type: 'text', text: 'Sms när bilen är på väg' }] },
            ],
          },
        ],
        image: image('banner', 'proffsbygget-lastbil', 'Lastbil med byggmaterial', 1200, 675),
        link: { text: 'Leveransvillkor', url: '/leveransvillkor' },
      },
    },
    {
      type: 'ContactCards',
      data: {
        title: 'Proffsdisken',
        contacts: [
          {
            name: 'Ahmed Karimi',
            role: 'Proffsansvarig, Göteborg',
            phone: '031-70 30 10',
            email: 'ahmed.karimi@proffsbygget.se',
            image: person('ahmed', 'Ahmed Karimi'),
          },
          {
            name: 'Lina Persson',
            role: 'Offerter och projekt, Malmö',
            phone: '040-30 30 20',
            email: 'offert@proffsbygget.se',
            image: person('lina', 'Lina Persson'),
          },
          {
            name: 'Kundservice',
            role: 'Order och leveranser, vardagar 06–16',
            phone: '031-70 30 00',
            email: 'kundservice@proffsbygget.se',
          },
        ],
      },
    },
  ],
  about: {
    ingress:
      'Proffsbygget är bygghandeln för hantverkare och byggföretag i Götaland: snabb leverans, nettopriser och en proffsdisk i varje butik.',
    body: [
      '## Av proffs, för proffs',
      'Vi grundades 1994 av tre byggare i Göteborg som tröttnat på att vänta på material. Därför mäter vi oss fortfarande i leveranstid.',
      '## Åtta butiker, en proffsdisk',
      'I varje butik finns en proffsdisk som öppnar klockan sex, med plock av beställda order och fri kaffe.',
    ],
  },
  retailers: [
    {
      name: 'Borås Byggvaror',
      address: 'Getängsvägen 14',
      town: 'Borås',
      latitude: 57.72,
      longitude: 12.94,
      offerings: ['Virke', 'Verktyg'],
    },
    {
      name: 'Kalmar Proffsbygg',
      address: 'Hansa City 2',
      town: 'Kalmar',
      latitude: 56.67,
      longitude: 16.32,
      offerings: ['Järnhandel', 'Skydd'],
    },
    {
      name: 'Växjö Järn & Maskin',
      address: 'Verkstadsgatan 6',
      town: 'Växjö',
      latitude: 56.88,
      longitude: 14.8,
      offerings: ['Verktyg', 'Maskiner', 'Skydd'],
    },
  ],
}

export const BRAND_CONTENT: Record<string, BrandContent> = { nordbygg, trahuset, proffsbygget }
