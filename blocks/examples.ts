import type { SectionType } from '@shop/schemas'

/**
 * One valid example `data` per section type: plain JSON (no functions, no dates), in the normalised
 * shape (assets as {url, title, width, height}, rich text as the RichText AST). The seed builds demo
 * pages from these; the block tests render them. Images come from the app's `/placeholder/...` route.
 */

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

export const SECTION_EXAMPLES = {
  AccountApplication: {
    title: 'Ansök om företagskonto',
    text: [
      paragraph('Som företagskund får du dina egna priser, fakturaköp och överblick över alla projekt.'),
      paragraph('Fyll i formuläret så återkommer vi inom två arbetsdagar.'),
    ],
    formId: 'kontoansokan',
  },
  AssortmentIcons: {
    title: 'Vårt sortiment',
    backgroundColor: '#f4f1ea',
    items: [
      {
        title: 'Trä och skivor',
        linkUrl: '/sortiment/tra-och-skivor',
        icon: { url: '/placeholder/icon/tra.svg', title: 'Trä', width: 64, height: 64 },
      },
      {
        title: 'Verktyg',
        linkUrl: '/sortiment/verktyg',
        icon: { url: '/placeholder/icon/verktyg.svg', title: 'Verktyg', width: 64, height: 64 },
      },
      {
        title: 'Isolering',
        linkUrl: '/sortiment/isolering',
        icon: { url: '/placeholder/icon/isolering.svg', title: 'Isolering', width: 64, height: 64 },
      },
      {
        title: 'Järnhandel',
        linkUrl: '/sortiment/jarnhandel',
        icon: { url: '/placeholder/icon/jarnhandel.svg', title: 'Järnhandel', width: 64, height: 64 },
      },
    ],
  },
  ContactCards: {
    title: 'Vi hjälper dig',
    contacts: [
      { name: 'Kundservice', role: 'Order och leveranser', phone: '010-123 45 00', email: 'kundservice@example.se' },
      {
        name: 'Anna Lindqvist',
        role: 'Säljare, proffs',
        phone: '010-123 45 10',
        email: 'anna.lindqvist@example.se',
        image: { url: '/placeholder/person/anna.svg', title: 'Anna Lindqvist', width: 160, height: 160 },
      },
      { name: 'Offertavdelningen', role: 'Offerter och projekt', phone: '010-123 45 20', email: 'offert@example.se' },
    ],
  },
  ContentBanners: {
    title: 'Inspiration och råd',
    banners: [
      {
        id: 'cb-1',
        title: 'Bygg en altan',
        text: 'Steg för steg från plintar till räcke.',
        buttonText: 'Läs guiden',
        linkUrl: '/guider/bygg-en-altan',
        image: { url: '/placeholder/banner/altan.svg', title: 'Nybyggd altan i trä', width: 800, height: 450 },
      },
      {
        id: 'cb-2',
        title: 'Tilläggsisolera vinden',
        text: 'Spara energi inför vintern.',
        buttonText: 'Läs mer',
        linkUrl: '/guider/tillaggsisolera',
        image: { url: '/placeholder/banner/vind.svg', title: 'Isolering på vind', width: 800, height: 450 },
      },
    ],
  },
  ImageSetOfThree: {
    title: 'Från våra butiker',
    images: [
      { url: '/placeholder/banner/butik-1.svg', title: 'Trälagret i Uppsala', width: 600, height: 400 },
      {
        url: '/placeholder/banner/butik-2.svg',
        title: 'Verktygsavdelningen',
        width: 600,
        height: 400,
        linkUrl: '/sortiment/verktyg',
      },
      { url: '/placeholder/banner/butik-3.svg', title: 'Drive-in för proffs', width: 600, height: 400 },
    ],
  },
  ImageSingle: {
    title: 'Nya drive-in i Järfälla',
    image: { url: '/placeholder/banner/drive-in.svg', title: 'Drive-in-hallen i Järfälla', width: 1200, height: 500 },
    linkUrl: '/butiker/jarfalla',
  },
  InfoBlock: {
    title: 'Leveranser i mellandagarna',
    text: [paragraph('Mellan jul och nyår kör vi ut tisdag till torsdag. Beställ senast kl. 12 dagen innan.')],
    link: { text: 'Se leveransvillkor', url: '/leveransvillkor' },
  },
  LargeSection: {
    title: 'Allt för proffset – på ett ställe',
    icon: { url: '/placeholder/icon/proffs.svg', title: 'Proffs', width: 48, height: 48 },
    text: [
      paragraph('Egna priser, projektuppföljning och leverans direkt till arbetsplatsen.'),
      {
        type: 'list',
        ordered: false,
        children: [
          { type: 'listItem', children: [{ type: 'text', text: 'Fakturaköp med 30 dagars betalning' }] },
          { type: 'listItem', children: [{ type: 'text', text: 'Utkörning med kranbil' }] },
        ],
      },
    ],
    image: { url: '/placeholder/banner/proffs.svg', title: 'Snickare på bygget', width: 1200, height: 675 },
    link: { text: 'Bli kund', url: '/bli-kund' },
  },
  MarketingBanners: {
    title: 'Veckans kampanjer',
    icon: { url: '/placeholder/icon/kampanj.svg', title: 'Kampanj', width: 48, height: 48 },
    backgroundColor: '#1f3a5f',
    banners: [
      {
        id: 'mb-1',
        preTitle: 'Kampanj',
        title: '20 % på all isolering',
        textRow1: 'Gäller t.o.m. söndag',
        buttonText: 'Till kampanjen',
        linkUrl: '/kampanjer/isolering',
        marketingId: 'kamp-isol-v47',
        creative: 'isolering-20',
        metaTitle: 'Isolering 20 %',
        image: { url: '/placeholder/banner/isolering.svg', title: 'Isoleringsskivor', width: 800, height: 450 },
      },
      {
        id: 'mb-2',
        preTitle: 'Nyhet',
        title: 'Sladdlösa verktyg',
        textRow1: 'Nu i alla butiker',
        buttonText: 'Se sortimentet',
        linkUrl: '/kampanjer/verktyg',
        marketingId: 'kamp-verk-v47',
        creative: 'verktyg-nyhet',
        image: { url: '/placeholder/banner/verktyg.svg', title: 'Skruvdragare', width: 800, height: 450 },
      },
    ],
  },
  RandomBanners: {
    title: 'Tips just nu',
    backgroundColor: '#fff8e1',
    banners: [
      {
        id: 'rb-1',
        title: 'Hyr släp gratis',
        text: 'När du handlar för minst 2 000 kr.',
        buttonText: 'Läs mer',
        linkUrl: '/hyr-slap',
        weight: 3,
        image: { url: '/placeholder/banner/slap.svg', title: 'Släpvagn vid butik', width: 800, height: 450 },
      },
      {
        id: 'rb-2',
        title: 'Kurs: lägg klinker',
        text: 'Anmäl dig till kvällskursen.',
        buttonText: 'Anmäl dig',
        linkUrl: 'https://kurser.example.se/klinker',
        isExternalLink: true,
        weight: 1,
        image: { url: '/placeholder/banner/klinker.svg', title: 'Klinkergolv', width: 800, height: 450 },
      },
      { id: 'rb-3', title: 'Pausad banner', weight: 0, linkUrl: '/pausad' },
    ],
  },
  SelectedProducts: {
    title: 'Populära produkter',
    articleNumbers: ['1000004', '1000011', '1000019', '1000025'],
  },
  SubBanners: {
    title: 'Genvägar',
    banners: [
      {
        id: 'sb-1',
        title: 'Hitta butik',
        linkUrl: '/hitta-butik',
        template: 'text',
        icon: { url: '/placeholder/icon/butik.svg', title: '', width: 32, height: 32 },
      },
      { id: 'sb-2', title: 'Kampanjer', linkUrl: '/kampanjer', template: 'text' },
      { id: 'sb-3', title: 'Bli kund', linkUrl: '/bli-kund', template: 'text' },
    ],
  },
  TextAndMedia: {
    title: 'Leverans direkt till bygget',
    text: [
      paragraph('Vi kör ut med kranbil och lägger godset där du vill ha det.'),
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Läs mer om ' },
          { type: 'link', url: '/leveranser', external: false, children: [{ type: 'text', text: 'våra leveranser' }] },
          { type: 'text', text: '.' },
        ],
      },
    ],
    media: { url: '/placeholder/banner/kranbil.svg', title: 'Kranbil lossar virke', width: 800, height: 600 },
    mediaPosition: 'right',
    link: { text: 'Boka leverans', url: '/leveranser' },
  },
  TextBlock: {
    title: 'Om oss',
    text: [
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Byggvaruhandel sedan 1952' }] },
      paragraph('Vi har 40 butiker i hela Sverige och levererar till både proffs och privatpersoner.'),
      {
        type: 'button',
        button: {
          text: 'Kontakta oss',
          url: '/kontakt',
          variant: 'primary',
          size: 'medium',
          shape: 'rounded',
          inline: true,
        },
      },
    ],
  },
  Video: {
    title: 'Så monterar du gipsskivor',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    poster: { url: '/placeholder/banner/gips-video.svg', title: 'Montering av gipsskiva', width: 1280, height: 720 },
  },
  Accordions: {
    title: 'Vanliga frågor',
    items: [
      { title: 'Hur blir jag kund?', answer: [paragraph('Fyll i ansökan om företagskonto så kontaktar vi dig.')] },
      { title: 'Kan jag hämta i butik?', answer: [paragraph('Ja, välj Leverans till butik i kassan.')] },
      { title: 'Vilka betalsätt finns?', answer: [paragraph('Faktura för företagskunder, kort för övriga.')] },
    ],
  },
} satisfies Record<SectionType, Record<string, unknown>>

/** Example sections in SECTION_TYPES order, as a source would deliver them. */
export function exampleSections(): { id: string; type: SectionType; data: Record<string, unknown> }[] {
  return (Object.keys(SECTION_EXAMPLES) as SectionType[]).map((type) => ({
    id: `example-${type}`,
    type,
    data: structuredClone(SECTION_EXAMPLES[type]) as Record<string, unknown>,
  }))
}
