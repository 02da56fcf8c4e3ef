import { SECTION_EXAMPLES } from '@shop/blocks/examples'
import { FRONT_PAGE_SECTION_TYPES } from '@shop/blocks/payload'
import { SECTION_TYPES, type SectionType } from '@shop/blocks/sections'
import type { Brand } from '@shop/tenants'
import { logoSvg } from '@shop/tenants/logo-svg'
import type { Payload } from 'payload'
import type { CatalogPools } from './catalog'
import { slugify } from './codes'
import { BRAND_CONTENT } from './data/brand-content'
import { exampleToBlockFields, richText } from './lexical'
import type { SeedMedia } from './media'
import type { Random } from './random'
import { seedWrite } from './write'

/**
 * Brand content through the Local API (a few hundred documents): front pages, content and listing
 * pages, menus, banners, heroes, retailers, a form, campaigns and ranges.
 */

const REGION: Record<string, { region: string; towns: string; tagline: string }> = {
  nordbygg: {
    region: 'Norrland',
    towns: 'Umeå, Luleå, Sundsvall och sex orter till',
    tagline: 'Byggmaterial för norrländska förhållanden',
  },
  trahuset: {
    region: 'Mälardalen och Bergslagen',
    towns: 'Uppsala, Västerås, Örebro och fem orter till',
    tagline: 'Virke och bygg sedan 1952',
  },
  proffsbygget: {
    region: 'Götaland',
    towns: 'Göteborg, Malmö, Jönköping och fem orter till',
    tagline: 'Proffsens bygghandel i södra Sverige',
  },
}

function regionOf(brand: Brand) {
  return REGION[brand.id] ?? { region: 'Sverige', towns: 'hela landet', tagline: brand.companyName }
}

export interface ContentCounts {
  frontPages: number
  pages: number
  listingPages: number
  menus: number
  alertBanners: number
  informationBanners: number
  banners: number
  heroes: number
  retailers: number
  forms: number
  campaigns: number
  ranges: number
  reusable: number
}

export async function seedContent(
  payload: Payload,
  brands: readonly Brand[],
  pools: CatalogPools,
  now: Date,
  rng: Random,
  media: SeedMedia,
): Promise<ContentCounts> {
  const counts: ContentCounts = {
    frontPages: 0,
    pages: 0,
    listingPages: 0,
    menus: 0,
    alertBanners: 0,
    informationBanners: 0,
    banners: 0,
    heroes: 0,
    retailers: 0,
    forms: 0,
    campaigns: 0,
    ranges: 0,
    reusable: 0,
  }
  const day = 24 * 60 * 60 * 1000
  const isoDay = (offset: number) => new Date(now.getTime() + offset * day).toISOString()

  for (const brand of brands) {
    const { region, towns, tagline } = regionOf(brand)
    const create = async (collection: Parameters<Payload['create']>[0]['collection'], data: Record<string, unknown>) =>
      payload.create({
        collection,
        data: (await media.resolve({ brand: brand.id, ...data }, brand)) as never,
        ...seedWrite,
      })

    // Banners first: content pages reference one.
    const bannerDocs = []
    const bannerSpecs: Array<[string, string, string, string]> = [
      ['Vårkampanj', 'Vårens byggkampanj', 'Upp till 30 % på utvalt virke och trall', '/kampanjer'],
      ['Proffskonto', 'Bli proffskund', 'Egna priser, fakturaköp och leverans till bygget', '/bli-kund'],
      ['Expressleverans', 'Express till bygget', 'Inom tre timmar i våra leveranszoner', '/kundservice'],
    ]
    for (const [index, [name, title, text, linkUrl]] of bannerSpecs.entries()) {
      bannerDocs.push(
        await create('banners', {
          name: `${brand.name} – ${name}`,
          title,
          preTitle: brand.name,
          text,
          textRow1: text,
          textRow2: tagline,
          buttonText: 'Läs mer',
          template: index === 0 ? 'campaign' : 'standard',
          linkUrl,
          isExternalLink: false,
          image: `/placeholder/banner/${brand.id}-${index + 1}.svg`,
          bannerDesktop: `/placeholder/banner/${brand.id}-${index + 1}.svg`,
          bannerMobile: `/placeholder/banner/${brand.id}-${index + 1}-m.svg`,
          backgroundColor: 'surface',
          weight: 3 - index,
          marketingId: `${brand.id}-banner-${index + 1}`,
          creative: name.toLowerCase(),
          metaTitle: title,
        }),
      )
      counts.banners += 1
    }

    // The account application form first: sections reference it by id.
    const form = await create('dynamic-forms', {
      title: 'Ansök om kundkonto',
      formTitle: `Bli kund hos ${brand.name}`,
      formDescription: richText('Fyll i uppgifterna så kontaktar vi dig inom två arbetsdagar.'),
      inputs: [
        { title: 'Företagsnamn', type: 'text', requiredField: true },
        { title: 'Organisationsnummer', type: 'text', requiredField: true, placeholderText: 'XXXXXX-XXXX' },
        { title: 'Kontaktperson', type: 'text', requiredField: true },
        { title: 'E-post', type: 'email', requiredField: true },
        { title: 'Telefon', type: 'tel' },
        { title: 'Närmaste butik', type: 'select', inputList: brand.storeIds.join('\n') },
        { title: 'Meddelande', type: 'textarea' },
      ],
    })
    counts.forms += 1

    // The brand's listing of guides: the blocks' examples link to guides under /guider/, which Proffsbygget
    // calls news.
    const listingSlug = brand.id === 'proffsbygget' ? 'nyheter' : 'guider'
    const articles = [...pools.campaign, ...(pools.byTopCategory.get('verktyg') ?? [])]
    // A section for the seed from a block example's shape: the brand's own (data/brand-content.ts) or the
    // block's example.
    const sectionData = (type: SectionType, example: unknown = SECTION_EXAMPLES[type]): Record<string, unknown> => {
      const fields = JSON.stringify(exampleToBlockFields(example)).replaceAll('"/guider/', `"/${listingSlug}/`)
      const data = JSON.parse(fields) as Record<string, unknown>
      if (type === 'SelectedProducts') {
        data.articleNumbers = rng.sample(articles, 8)
        // The demo front page shows what visitors favour; until they have, the chosen articles.
        data.source = 'popular'
      }
      if (type === 'AccountApplication') data.formId = String(form.id)
      return { blockType: type, ...data }
    }
    const own = BRAND_CONTENT[brand.id]

    await create('front-pages', {
      _status: 'published',
      title: `${brand.name} – startsida`,
      hero: {
        title: own?.hero.title ?? `Välkommen till ${brand.name}`,
        description: `${tagline}. Handla online med dina egna priser eller besök någon av våra butiker i ${towns}.`,
        heroDesktop: `/placeholder/hero/${brand.id}-${own?.hero.scene ?? 'front'}.svg`,
        heroMobile: `/placeholder/hero/${brand.id}-${own?.hero.scene ?? 'front'}-m.svg`,
        overlay: true,
        linkUrl: '/kampanjer',
        linkText: 'Se veckans kampanjer',
      },
      // The brand's own sections in its own order; a brand the demo has no words for gets one of every
      // front-page kind (spec section 2) from the blocks' examples.
      sections: own
        ? own.front.map((section) => sectionData(section.type, section.data))
        : FRONT_PAGE_SECTION_TYPES.map((type) => sectionData(type)),
      metaDescription: `${brand.name} – ${tagline.toLowerCase()}. Byggmaterial och verktyg för proffs.`,
    })
    counts.frontPages += 1

    // Listing page with guide pages under it (/{listing}/{page}).
    const listing = await create('listing-pages', {
      title: brand.id === 'proffsbygget' ? 'Nyheter för proffs' : 'Byggguider',
      slug: listingSlug,
      hero: {
        title: brand.id === 'proffsbygget' ? 'Nyheter' : 'Guider och inspiration',
        description: 'Tips och instruktioner från våra byggexperter.',
        heroDesktop: `/placeholder/hero/${brand.id}-${listingSlug}.svg`,
        heroMobile: `/placeholder/hero/${brand.id}-${listingSlug}-m.svg`,
      },
      overlay: true,
      ingress: richText('Här samlar vi guider, nyheter och inspiration för ditt nästa projekt.'),
      metaDescription: `Guider och nyheter från ${brand.name}.`,
      tagOrder: ['Utemiljö', 'Inomhus', 'Energi'],
    })
    counts.listingPages += 1

    const pages: Array<Record<string, unknown>> = [
      {
        title: `Om ${brand.name}`,
        preTitle: 'Företaget',
        slug: 'om-oss',
        ingress: richText(own?.about.ingress ?? `${brand.companyName} är bygghandeln i ${region}.`),
        bodyTextPrimary: richText(...(own?.about.body ?? [`Vi har butiker i ${towns}.`])),
        showSidebar: true,
        displayContacts: true,
        metaDescription: `Om ${brand.companyName}.`,
        tags: ['Företaget'],
      },
      {
        // The same slug in every brand: a brand-scoped slug, not a global one.
        title: 'Kundservice',
        preTitle: brand.name,
        slug: 'kundservice',
        ingress: richText(`Kundservice för ${brand.name} hjälper dig vardagar 07–17.`),
        bodyTextPrimary: richText(
          '## Kontakta oss',
          `Ring 010-${brand.defaultStoreId}00 00 eller mejla kundservice@${brand.hostnames[0] ?? 'example.se'}.`,
          '## Vanliga frågor',
          'Hur ändrar jag en order? Kontakta butiken som levererar ordern så hjälper vi dig.',
        ),
        showSidebar: true,
        metaDescription: `Kontakta kundservice hos ${brand.name}.`,
      },
      {
        title: 'Leveransvillkor',
        slug: 'leveransvillkor',
        ingress: richText('Så levererar vi dina varor.'),
        bodyTextPrimary: richText(
          '## Utkörning',
          'Vi kör ut till bygget vardagar. Beställ före {cutoffHour} för leverans nästa arbetsdag.',
          'Vi kör inte ut på lördagar, söndagar och helgdagar. Extra stängda dagar framöver: {closedDays}.',
          '## Expressutkörning',
          'Expressutkörning inom tre timmar för artiklar märkta med express, inom våra leveranszoner.',
          '## Hämta i butik',
          'Välj butik i kassan så plockar vi ihop din order.',
        ),
        metaDescription: 'Leveransvillkor och leveranssätt.',
      },
      {
        title: 'Proffsavtal och villkor',
        preTitle: 'För inloggade kunder',
        slug: 'proffsavtal',
        authenticatedOnly: true,
        excludeFromSearch: true,
        ingress: richText('Villkor för ditt kundavtal.'),
        bodyTextPrimary: richText(
          'Betalningsvillkor 30 dagar netto. Rabatter enligt avtal gäller på ordinarie sortiment.',
        ),
      },
      {
        title: 'Bygga altan steg för steg',
        preTitle: 'Guide',
        slug: 'bygga-altan',
        listingPage: listing.id,
        ingress: richText('Från plintar till trall – så bygger du en hållbar altan.'),
        bodyTextPrimary: richText(
          '## Planera',
          'Räkna med 60 cm mellan bärlinorna och använd tryckimpregnerat virke klass NTR/AB.',
          '## Montera trallen',
          'Lägg trallen med 5–7 mm springa och förborra nära ändarna.',
        ),
        banner: bannerDocs[0]?.id,
        tags: ['Utemiljö'],
        thumbnail: { title: 'Altan', url: `/placeholder/hero/${brand.id}-altan.svg` },
      },
      {
        title: 'Tilläggsisolera vinden',
        preTitle: 'Guide',
        slug: 'tillaggsisolera-vinden',
        listingPage: listing.id,
        ingress: richText('Spara energi med lösull eller skivor på vindsbjälklaget.'),
        bodyTextPrimary: richText('Kontrollera ventilationen och lägg minst 300 mm isolering.'),
        tags: ['Energi'],
        thumbnail: { title: 'Vind', url: `/placeholder/hero/${brand.id}-vind.svg` },
      },
      {
        // Where "Bli kund" leads: the account application.
        title: 'Bli kund',
        preTitle: brand.name,
        slug: 'bli-kund',
        ingress: richText(
          'Som kund får du egna priser, fakturaköp och leverans direkt till bygget. Ansök här så hör vi av oss.',
        ),
        sections: [sectionData('AccountApplication')],
        metaDescription: `Ansök om kundkonto hos ${brand.name}.`,
      },
      {
        title: 'Hyr släp',
        preTitle: 'Tjänster',
        slug: 'hyr-slap',
        ingress: richText('Låna ett släp när du handlar för minst 2 000 kr, eller hyr det per timme.'),
        bodyTextPrimary: richText(
          '## Så fungerar det',
          'Fråga i kassan eller i proffsdisken. Ta med körkort; släpet lämnas tillbaka samma dag före stängning.',
        ),
        showSidebar: true,
        metaDescription: `Hyr eller låna släp hos ${brand.name}.`,
      },
      {
        // Every one of the 16 section types on one page (the blocks' own examples).
        title: 'Alla sektioner',
        preTitle: 'Sektionsbibliotek',
        slug: 'alla-sektioner',
        excludeFromSearch: true,
        ingress: richText('Den här sidan visar varje sektionstyp som redaktörer kan använda.'),
        sections: SECTION_TYPES.map((type) => sectionData(type)),
      },
    ]
    for (const page of pages) {
      await create('pages', { _status: 'published', excludeFromSearch: false, authenticatedOnly: false, ...page })
      counts.pages += 1
    }

    // Menus: services and extra; the product menu is the category tree itself.
    await create('menus', {
      kind: 'services',
      title: 'Tjänster',
      items: [
        { label: 'Hitta butik', url: '/hitta-butik', icon: 'map-pin' },
        { label: 'Kampanjer', url: '/kampanjer', icon: 'tag' },
        { label: 'Sortiment', url: '/sortiment', icon: 'grid' },
        { label: 'Mina offerter', url: '/mina-offerter/', icon: 'file-text' },
      ],
    })
    await create('menus', {
      kind: 'extra',
      title: 'Mer',
      items: [
        { label: 'Kundservice', url: '/kundservice' },
        { label: 'Leveransvillkor', url: '/leveransvillkor' },
        { label: 'Om oss', url: '/om-oss' },
        { label: listingSlug === 'guider' ? 'Byggguider' : 'Nyheter', url: `/${listingSlug}` },
      ],
    })
    counts.menus += 2

    await create('alert-banners', {
      active: brand.id !== 'proffsbygget',
      type: brand.id === 'nordbygg' ? 'warning' : 'info',
      title: brand.id === 'nordbygg' ? 'Ändrade öppettider i jul' : 'Nytt: leveransbesked direkt i kassan',
      message:
        brand.id === 'nordbygg'
          ? 'Butikerna har stängt 24–26 december och 31 december. Utkörning sker inte 23 och 28 december.'
          : 'Du ser nu beräknat leveransdatum för hela ordern innan du beställer.',
      linkUrl: '/leveransvillkor',
      linkText: 'Läs mer',
      secondLinkUrl: '/hitta-butik',
      secondLinkText: 'Öppettider per butik',
    })
    counts.alertBanners += 1

    await create('information-banners', {
      active: true,
      message:
        brand.id === 'proffsbygget'
          ? 'Fri utkörning på order över 15 000 kr exkl. moms'
          : 'Fri frakt på beställningar över 10 000 kr exkl. moms',
      linkUrl: '/leveransvillkor',
      linkText: 'Villkor',
      linkIcon: 'truck',
    })
    counts.informationBanners += 1

    for (const [slug, title] of [
      ['kampanjer', 'Kampanjer'],
      ['sortiment', 'Vårt sortiment'],
    ] as const) {
      await create('heroes', {
        slug,
        title,
        description:
          slug === 'kampanjer' ? 'Aktuella erbjudanden för proffs.' : 'Utvalda sortiment för olika yrkesgrupper.',
        titleFontSize: 'large',
        overlay: true,
        heroDesktop: `/placeholder/hero/${brand.id}-${slug}.svg`,
        heroMobile: `/placeholder/hero/${brand.id}-${slug}-m.svg`,
      })
      counts.heroes += 1
    }

    for (const retailer of own?.retailers ?? []) {
      await create('retailers', {
        name: retailer.name,
        address: `${retailer.address}, ${retailer.town}`,
        latitude: retailer.latitude,
        longitude: retailer.longitude,
        offerings: retailer.offerings,
        link: `https://www.${slugify(retailer.name)}.example`,
      })
      counts.retailers += 1
    }

    // Reusable entries and the brand's logo set (its own drawing, dark on white and light on its colour), header
    // and footer.
    if (brand.logo) {
      const { colors } = brand.theme
      const dark = await media.svg(
        `${brand.id}-logo.svg`,
        logoSvg(brand.logo, { ink: colors.primary, accent: colors.accent }),
        `${brand.name}s logotyp`,
        brand,
      )
      const light = await media.svg(
        `${brand.id}-logo-ljus.svg`,
        logoSvg(brand.logo, { ink: colors.primaryContrast, accent: colors.accent }),
        `${brand.name}s logotyp, ljus`,
        brand,
      )
      await create('logos', {
        title: `${brand.name} logotyper`,
        logo: dark.id,
        logoSmall: dark.id,
        lightLogo: light.id,
        lightLogoSmall: light.id,
      })
    }
    await create('headers', {
      title: `${brand.name} sidhuvud`,
      topLinks: [
        { label: 'Kundservice', url: '/kundservice' },
        { label: 'Hitta butik', url: '/hitta-butik', icon: 'map-pin' },
      ],
      usps: ['Egna priser för företag', 'Leverans till bygget', `Butiker i ${region}`],
      searchPlaceholder: 'Sök bland tusentals produkter',
    })
    await create('footers', {
      title: `${brand.name} sidfot`,
      columns: [
        {
          title: 'Kundservice',
          links: [
            { label: 'Kontakta oss', url: '/kundservice' },
            { label: 'Leveransvillkor', url: '/leveransvillkor' },
          ],
        },
        { title: 'Företaget', links: [{ label: `Om ${brand.name}`, url: '/om-oss' }] },
      ],
      socialLinks: [{ label: 'Instagram', url: `https://instagram.com/${brand.id}`, icon: 'instagram' }],
      bottomText: `© ${brand.companyName}`,
    })
    await create('info-blocks', {
      title: 'Leveranser i mellandagarna',
      text: richText('Mellan jul och nyår kör vi ut tisdag till torsdag.'),
      link: { text: 'Leveransvillkor', url: '/leveransvillkor' },
    })
    await create('text-and-media', {
      title: 'Leverans direkt till bygget',
      text: richText('Vi kör ut med kranbil och lägger godset där du vill ha det.'),
      image: { url: `/placeholder/banner/${brand.id}-1.svg`, title: 'Kranbil' },
      mediaPosition: 'right',
    })
    await create('text-blocks', { title: `Om ${brand.name}`, text: richText(`${brand.companyName} – ${tagline}.`) })
    counts.reusable += 6

    // Campaigns: one expired, two running; articles from the campaign-priced pool and categories.
    const top = (slug: string) => pools.byTopCategory.get(slug) ?? []
    const campaignSpecs: Array<[string, string, string[], number, number]> = [
      ['Vårens byggkampanj', 'varens-byggkampanj', [...pools.campaign, ...top('tra-och-skivor')], -10, 30],
      ['Verktygsveckor', 'verktygsveckor', top('verktyg'), -3, 14],
      ['Färgrea', 'fargrea', top('farg'), -60, -5],
    ]
    for (const [name, slug, source, from, to] of campaignSpecs) {
      await create('campaigns', {
        name,
        slug,
        description: `${name} hos ${brand.name}. Gäller så långt lagret räcker.`,
        imageUrl: `/placeholder/banner/${brand.id}-${slug}.svg`,
        validFrom: isoDay(from),
        validTo: isoDay(to),
        articleNumbers: rng.sample(source, 40),
      })
      counts.campaigns += 1
    }

    const rangeSpecs: Array<[string, string, string[]]> = [
      ['Trädgård & utemiljö', 'tradgard-och-utemiljo', top('tradgard')],
      ['Proffsverktyg', 'proffsverktyg', top('verktyg')],
      ['Badrum & VVS', 'badrum-och-vvs', top('vvs')],
      ['Energismart byggande', 'energismart', [...top('isolering'), ...top('el')]],
    ]
    for (const [index, [name, slug, source]] of rangeSpecs.entries()) {
      await create('ranges', {
        name,
        slug,
        description: `${name} – utvalt av ${brand.name}.`,
        imageUrl: `/placeholder/category/${slug}.svg`,
        sortOrder: index,
        articleNumbers: rng.sample(source, 60),
      })
      counts.ranges += 1
    }
  }
  return counts
}
