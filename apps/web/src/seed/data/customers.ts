/** Trade customers with their building projects (invented companies). */
export interface CustomerSeed {
  customerId: string
  name: string
  town: string
  assortment?: string
  punchout?: string
  /**
   * Drawn into the catalog's customer prices. Customers added after the catalog's draw was settled
   * say false: another customer in the draw would change every generated article after the first.
   */
  customerPrices?: false
  projects: string[]
}

export const CUSTOMERS: CustomerSeed[] = [
  {
    customerId: '10001',
    name: 'Byggmästarna i Umeå AB',
    town: 'Umeå',
    projects: ['Brf Tallbacken – stambyte', 'Villa Sandbacka', 'Skolan i Holmsund'],
  },
  {
    customerId: '10002',
    name: 'Norrlands Takläggeri AB',
    town: 'Luleå',
    projects: ['Takbyte Porsön', 'Lagerhall Svartöstaden'],
  },
  {
    customerId: '10003',
    name: 'Snickeri Lindqvist & Söner HB',
    town: 'Sundsvall',
    projects: ['Kök Alnö', 'Trapprenovering Stenstaden'],
  },
  {
    customerId: '10004',
    name: 'Mälardalens Bygg & Fasad AB',
    town: 'Västerås',
    assortment: 'Proffs',
    projects: ['Fasadrenovering Kungsgatan', 'Radhus Skultuna', 'Brf Lönnen'],
  },
  {
    customerId: '10005',
    name: 'Uppsala Renovering AB',
    town: 'Uppsala',
    projects: ['Badrum Luthagen', 'Vindsinredning Kåbo'],
  },
  {
    customerId: '10006',
    name: 'Bergslagens VVS & Bad AB',
    town: 'Örebro',
    assortment: 'VVS',
    projects: ['Stambyte Vivalla', 'Badrum Adolfsberg'],
  },
  {
    customerId: '10007',
    name: 'Västkustens Entreprenad AB',
    town: 'Göteborg',
    punchout: 'Västkustens Entreprenad',
    projects: ['Kontor Lindholmen', 'Bostäder Kvillebäcken', 'Förskola Backa'],
  },
  {
    customerId: '10008',
    name: 'Skånska Markbyggarna AB',
    town: 'Malmö',
    assortment: 'Mark',
    projects: ['Innergård Limhamn', 'Parkering Hyllie'],
  },
  {
    customerId: '10009',
    name: 'Smålands Elinstallationer AB',
    town: 'Jönköping',
    assortment: 'El',
    projects: ['Elrenovering Öster', 'Laddstolpar Huskvarna'],
  },
  {
    customerId: '10010',
    name: 'Kalmarsunds Husbyggare AB',
    town: 'Kalmar',
    projects: ['Sommarhus Öland', 'Garage Berga'],
  },
  {
    customerId: '10011',
    name: 'Fastighetsservice Norr AB',
    town: 'Kiruna',
    punchout: 'Fastighetsservice Norr',
    projects: ['Underhåll 2026', 'Flytt av stadsdel – etapp 3'],
  },
  {
    customerId: '10012',
    name: 'Dalarnas Timmerhus AB',
    town: 'Falun',
    projects: ['Timmerstuga Sälen', 'Gäststuga Leksand'],
  },
  {
    customerId: '10013',
    name: 'Mälardalens Byggservice AB',
    town: 'Eskilstuna',
    punchout: 'Mälardalens Byggservice',
    customerPrices: false,
    projects: ['Fastighetsunderhåll Torshälla'],
  },
  {
    customerId: '10014',
    name: 'Gävle Bygg & Montage AB',
    town: 'Gävle',
    punchout: 'Gävle Bygg & Montage',
    customerPrices: false,
    projects: ['Lager Skoglund'],
  },
]
