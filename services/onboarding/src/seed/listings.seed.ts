/**
 * Demo partner companies and listings (DESIGN §4), so the product can be explored and tested: a plain
 * listing, a branded partner listing, a listing whose landlord pays (lanPays), a rapid partner and a
 * partner with its own terms and privacy pages.
 * Fixed ids, so links such as /en/apply/1002 keep working on every fresh database. Development data:
 * DemoDataSeeder adds them at start only with DEV_TOOLS on (earlier migrations wrote them everywhere;
 * migration 20000 takes them out again).
 */
export interface CompanySeed {
  id: number;
  name: string;
  partnerUuid: string;
  /** the partner's own id in signed partner links (partner entry, spec 2§4) */
  partnerId: string | null;
  /** secret the partner signs its entry links with; demo value only */
  signingSecret: string | null;
  url: string | null;
  /** a file in assets/company-logos, served by GET /api/v1/workflow/company-logo/{partnerUuid} */
  logoFile: string | null;
  visualPrimaryColor: string | null;
  visualSecondaryColor: string | null;
  visualBackgroundColor: string | null;
  visualHeaderColor: string | null;
}

export interface ListingSeed {
  id: number;
  listingUuid: string;
  companyId: number | null;
  name: string;
  address: string;
  monthlyRent: number;
  lanPays: boolean;
}

export const DEMO_COMPANIES: CompanySeed[] = [
  {
    id: 1,
    name: 'Casa Nova Immobiliare',
    partnerUuid: '5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0a01',
    partnerId: null,
    signingSecret: null,
    url: 'https://casanova.example',
    logoFile: 'casa-nova.svg',
    visualPrimaryColor: '#0f766e',
    visualSecondaryColor: '#134e4a',
    visualBackgroundColor: '#f0fdfa',
    visualHeaderColor: '#ccfbf1',
  },
  {
    id: 2,
    name: 'Berg Hausverwaltung',
    partnerUuid: '5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0a02',
    partnerId: null,
    signingSecret: null,
    url: 'https://berg-hausverwaltung.example',
    logoFile: 'berg.svg',
    visualPrimaryColor: '#9a3412',
    visualSecondaryColor: '#7c2d12',
    visualBackgroundColor: '#fff7ed',
    visualHeaderColor: '#ffffff',
  },
  {
    id: 3,
    name: 'RapidRent',
    partnerUuid: '5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0a03',
    partnerId: 'rapidrent-demo',
    signingSecret: 'demo-only-rapidrent-signing-secret',
    url: 'https://rapidrent.example',
    logoFile: 'rapidrent.svg',
    visualPrimaryColor: '#4338ca',
    visualSecondaryColor: '#312e81',
    visualBackgroundColor: '#eef2ff',
    visualHeaderColor: '#ffffff',
  },
];

export const DEMO_LISTINGS: ListingSeed[] = [
  { id: 1001, listingUuid: '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1001', companyId: null, name: 'Bilocale in Via Roma', address: 'Via Roma 12, 20121 Milano', monthlyRent: 1150, lanPays: false },
  { id: 1002, listingUuid: '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1002', companyId: 1, name: 'Trilocale con terrazzo', address: 'Corso Vercelli 40, 10152 Torino', monthlyRent: 980, lanPays: false },
  { id: 1003, listingUuid: '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1003', companyId: 2, name: '3-Zimmer-Altbauwohnung', address: 'Bergmannstraße 5, 10961 Berlin', monthlyRent: 1420, lanPays: true },
  { id: 1004, listingUuid: '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1004', companyId: 3, name: 'Monolocale arredato', address: 'Via Tiburtina 100, 00185 Roma', monthlyRent: 750, lanPays: false },
];

/** A rental-pass partner whose applicants accept its own terms and privacy page (added by migration 8000). */
export const DEMO_LEGAL_PAGES_PARTNER: {
  company: Pick<CompanySeed, 'id' | 'name' | 'partnerUuid' | 'url' | 'visualPrimaryColor' | 'visualSecondaryColor' | 'visualBackgroundColor' | 'visualHeaderColor'> & {
    termsUrl: string;
    privacyUrl: string;
  };
  listing: ListingSeed;
} = {
  company: {
    id: 4,
    name: 'MietPass',
    partnerUuid: '5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0a04',
    url: 'https://mietpass.example',
    visualPrimaryColor: '#1d4ed8',
    visualSecondaryColor: '#1e3a8a',
    visualBackgroundColor: '#eff6ff',
    visualHeaderColor: '#ffffff',
    termsUrl: 'https://mietpass.example/agb',
    privacyUrl: 'https://mietpass.example/datenschutz',
  },
  listing: { id: 1005, listingUuid: '8e1f0d3a-6b2c-4c1e-8f5a-2d9b7c4e1005', companyId: 4, name: '2-Zimmer-Wohnung mit Balkon', address: 'Schillerstraße 8, 80336 München', monthlyRent: 1280, lanPays: false },
};

/**
 * The demo listings' deposit and the rent their current tenant pays, in euros (added by migration
 * 18000; spec 2§2 listing details): deposits of two or three months' rent, the legal cap in Italy and
 * Germany, and current rents a little under the asking price.
 */
export const DEMO_LISTING_TERMS: Record<number, { deposit: number; currentRent: number }> = {
  1001: { deposit: 3450, currentRent: 1080 },
  1002: { deposit: 1960, currentRent: 940 },
  1003: { deposit: 4260, currentRent: 1310 },
  1004: { deposit: 1500, currentRent: 720 },
  1005: { deposit: 3840, currentRent: 1190 },
};

/** The demo listings' country, the market their applications belong to (added by migration 19100, issue 22). */
export const DEMO_LISTING_COUNTRIES: Record<number, string> = { 1001: 'IT', 1002: 'IT', 1003: 'DE', 1004: 'IT', 1005: 'DE' };

/** The demo companies' staff e-mail domains (added by migration 14300): their staff are organisation users. */
export const DEMO_COMPANY_EMAIL_DOMAINS: Record<number, string[]> = {
  1: ['casanova.example'],
  2: ['berg-hausverwaltung.example'],
  3: ['rapidrent.example'],
  4: ['mietpass.example'],
};
