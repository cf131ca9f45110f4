/**
 * The demo rapid partner that signs its entry links (spec 2§4), with the same record the listings
 * seed carries, so either migration may create it first. The secret is a demo value only: real
 * partners get theirs out of band and it is stored with their company.
 */
export const PARTNER_SEEDS = [
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
] as const;
