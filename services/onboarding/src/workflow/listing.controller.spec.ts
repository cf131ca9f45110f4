import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CompanyEntity } from '../entities/company.entity.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ListingsService } from './listings.service.js';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { DEMO_COMPANIES, DEMO_LEGAL_PAGES_PARTNER, DEMO_LISTINGS } from '../seed/listings.seed.js';
import { ListingController } from './listing.controller.js';

const [plain, branded, lanPays, rapid] = DEMO_LISTINGS;
const brandedCompany = DEMO_COMPANIES.find((c) => c.id === branded.companyId)!;
const rapidCompany = DEMO_COMPANIES.find((c) => c.id === rapid.companyId)!;

describe(ListingController.name, () => {
  let sut: OnboardingTestApp;
  let baseUrl: string;

  beforeAll(async () => {
    sut = await startOnboardingTestApp();
    baseUrl = `http://127.0.0.1:${(sut.app.getHttpServer().address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await sut?.close();
  });

  const listingInfo = (listingId: string) => sut.call(`/api/v1/workflow/listing-info?listing_id=${encodeURIComponent(listingId)}`);

  describe('GET /api/v1/workflow/listing-info', () => {
    it('returns a plain listing without a company, with what it is, where, its rent and its country', async () => {
      await expect(listingInfo(String(plain.id))).resolves.toEqual({
        status: 200,
        body: {
          success: true,
          listing: {
            id: plain.id,
            listingUuid: plain.listingUuid,
            name: 'Bilocale in Via Roma',
            address: 'Via Roma 12, 20121 Milano',
            monthlyRent: 1150,
            country: 'IT',
            company: null,
            lanPays: false,
          },
        },
      });
    });

    it('names the country of a German listing, whatever the visitor’s location (issue 22)', async () => {
      const munich = await listingInfo(String(DEMO_LEGAL_PAGES_PARTNER.listing.id));
      expect(munich.body.listing).toMatchObject({ country: 'DE', address: 'Schillerstraße 8, 80336 München', monthlyRent: 1280 });
      await expect(listingInfo(String(lanPays.id))).resolves.toMatchObject({ body: { listing: { country: 'DE' } } });
    });

    it('returns the branding of a partner listing, found by its listingUuid too', async () => {
      const byNumber = await listingInfo(String(branded.id));
      const byUuid = await listingInfo(branded.listingUuid.toUpperCase());
      expect(byNumber.body).toEqual({
        success: true,
        listing: {
          id: branded.id,
          listingUuid: branded.listingUuid,
          name: branded.name,
          address: branded.address,
          monthlyRent: branded.monthlyRent,
          country: 'IT',
          lanPays: false,
          company: {
            logo: `/api/v1/workflow/company-logo/${brandedCompany.partnerUuid}`,
            url: brandedCompany.url,
            partnerUuid: brandedCompany.partnerUuid,
            visualPrimaryColor: brandedCompany.visualPrimaryColor,
            visualSecondaryColor: brandedCompany.visualSecondaryColor,
            visualBackgroundColor: brandedCompany.visualBackgroundColor,
            visualHeaderColor: brandedCompany.visualHeaderColor,
            termsUrl: null,
            privacyUrl: null,
          },
        },
      });
      expect(byUuid).toEqual(byNumber);
    });

    it('flags a listing whose landlord pays', async () => {
      const { body } = await listingInfo(String(lanPays.id));
      expect(body.listing.lanPays).toBe(true);
    });

    it("never exposes a partner's id or signing secret", async () => {
      const { body } = await listingInfo(String(rapid.id));
      const json = JSON.stringify(body);
      expect(json).not.toContain(rapidCompany.signingSecret);
      expect(json).not.toContain(rapidCompany.partnerId);
      expect(Object.keys(body.listing.company).sort()).toEqual(
        ['logo', 'partnerUuid', 'url', 'visualBackgroundColor', 'visualHeaderColor', 'visualPrimaryColor', 'visualSecondaryColor', 'termsUrl', 'privacyUrl'].sort(),
      );
    });

    it('names the own terms and privacy pages of a partner that has them', async () => {
      const { listing, company } = DEMO_LEGAL_PAGES_PARTNER;
      const { body } = await listingInfo(String(listing.id));
      expect(body.listing.company).toMatchObject({ partnerUuid: company.partnerUuid, termsUrl: company.termsUrl, privacyUrl: company.privacyUrl });
    });

    it.each(['999999', '8e1f0d3a-6b2c-4c1e-8f5a-000000000000'])('answers an unknown listing %s with 404', async (listingId) => {
      await expect(listingInfo(listingId)).resolves.toEqual({ status: 404, body: { success: false, message: 'Listing.Error.NotFound' } });
    });

    it.each(['abc', '0', '1; DROP TABLE listings', ''])('refuses a malformed listing_id %j with the 422 envelope', async (listingId) => {
      await expect(listingInfo(listingId)).resolves.toEqual({
        status: 422,
        body: { success: false, message: 'Listing.Error.InvalidId', msg: [{ msg: 'Listing.Error.InvalidId', loc: ['query', 'listing_id'] }] },
      });
    });

    it('refuses a request without listing_id', async () => {
      await expect(sut.call('/api/v1/workflow/listing-info')).resolves.toMatchObject({ status: 422, body: { success: false } });
    });
  });

  describe('GET /api/v1/workflow/company-logo/:partnerUuid', () => {
    it('serves the partner logo as an inert SVG', async () => {
      const response = await fetch(`${baseUrl}/api/v1/workflow/company-logo/${brandedCompany.partnerUuid}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      await expect(response.text()).resolves.toMatch(/^<svg [^>]*aria-label="Casa Nova Immobiliare"/);
    });

    it.each(['5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0aff', 'not-a-uuid', '..%2F..%2Fpackage.json'])('answers 404 for %s', async (partnerUuid) => {
      await expect(sut.call(`/api/v1/workflow/company-logo/${partnerUuid}`)).resolves.toEqual({
        status: 404,
        body: { success: false, message: 'Listing.Error.LogoNotFound' },
      });
    });
  });

  describe('ListingsService.companySiteOrigins', () => {
    it('gives the origin of every partner site once, and nothing for an address that does not parse', async () => {
      const companies = sut.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE)).getRepository(CompanyEntity);
      const extra = await companies.save(
        ['https://Casanova.example/annunci?id=1', 'https://portal.example:8443/homes/', 'https://bad host.example', 'http://'].map((url, i) =>
          companies.create({ name: `Origins test ${i}`, partnerUuid: `5a0c7e52-3f4d-4d0e-9b1a-6f2b8c1d0b0${i}`, url }),
        ),
      );
      try {
        await expect(sut.app.get(ListingsService).companySiteOrigins()).resolves.toEqual(
          [...new Set([...DEMO_COMPANIES, DEMO_LEGAL_PAGES_PARTNER.company].map((company) => company.url))].concat('https://portal.example:8443').sort(),
        );
      } finally {
        await companies.remove(extra);
      }
    });
  });
});
