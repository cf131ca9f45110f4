import { getDataSourceToken } from '@nestjs/typeorm';
import { applicantRegistered, applicationAccessChanged, applicationPaymentTermsSet } from '@tenant/contracts';
import { DEMO_LEGAL_PAGES_PARTNER } from '../seed/listings.seed.js';
import type { DataSource } from 'typeorm';
import { startOnboardingTestApp, type OnboardingTestApp } from '../../test/fixtures/onboarding-test-app.js';
import { ONBOARDING_DATABASE } from '../onboarding-database.js';
import { ApplicationsService } from './applications.service.js';

describe(ApplicationsService.name, () => {
  let testApp: OnboardingTestApp;
  let sut: ApplicationsService;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await startOnboardingTestApp();
    sut = testApp.app.get(ApplicationsService);
    dataSource = testApp.app.get<DataSource>(getDataSourceToken(ONBOARDING_DATABASE));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('stores the applicant and application and records applicant/registered in the outbox', async () => {
    const registered = await sut.register({ firstName: 'Maria', lastName: 'Rossi', email: 'Maria.Rossi@Example.it', employmentStatus: 'Employed', lang: 'de' });

    const [application] = await dataSource.query('SELECT applicant_id, application_type, applicant_role, employment_status, step FROM onboarding.applications WHERE id = $1', [
      registered.applicationId,
    ]);
    expect(application).toEqual({ applicant_id: registered.applicantId, application_type: 'rent', applicant_role: 'main-applicant', employment_status: 'Employed', step: -1 });
    const events = await dataSource.query(`SELECT type, payload, meta FROM onboarding.outbox WHERE meta->>'applicationId' = $1`, [registered.applicationId]);
    expect(events).toEqual([
      {
        type: applicantRegistered.type,
        payload: { applicationId: registered.applicationId, applicantId: registered.applicantId, firstName: 'Maria', lastName: 'Rossi', email: 'maria.rossi@example.it', mobile: null, lang: 'de' },
        meta: { applicationId: registered.applicationId, occurredAt: expect.any(String), version: 1 },
      },
      {
        type: applicationAccessChanged.type,
        payload: { applicationId: registered.applicationId, ownerApplicantId: registered.applicantId, invitedEmails: [] },
        meta: { applicationId: registered.applicationId, occurredAt: expect.any(String), version: 1 },
      },
      {
        type: applicationPaymentTermsSet.type,
        payload: { applicationId: registered.applicationId, applicationType: 'rent', listingId: null, lanPays: false, partnerPays: false, rentalPassPartner: false, listing: null },
        meta: { applicationId: registered.applicationId, occurredAt: expect.any(String), version: 1 },
      },
    ]);
  });

  it.each([
    [
      '1003',
      {
        listingId: '1003',
        lanPays: true,
        partnerPays: false,
        rentalPassPartner: false,
        // the report's listing details travel with the terms
        listing: { name: '3-Zimmer-Altbauwohnung', address: 'Bergmannstraße 5, 10961 Berlin', price: 1420, currentRent: 1310, deposit: 4260, companyName: 'Berg Hausverwaltung' },
      },
    ],
    [
      DEMO_LEGAL_PAGES_PARTNER.listing.listingUuid,
      {
        listingId: '1005',
        lanPays: false,
        partnerPays: false,
        rentalPassPartner: true,
        listing: { name: '2-Zimmer-Wohnung mit Balkon', address: 'Schillerstraße 8, 80336 München', price: 1280, currentRent: 1190, deposit: 3840, companyName: DEMO_LEGAL_PAGES_PARTNER.company.name },
      },
    ],
    ['999999', { listingId: null, lanPays: false, partnerPays: false, rentalPassPartner: false, listing: null }],
  ])('tells the payment service the terms of listing %s', async (listingId, terms) => {
    const registered = await sut.register({ firstName: 'Anna', lastName: 'Weber', email: `anna.${listingId.slice(0, 6)}@example.de`, listingId });
    const [event] = await dataSource.query(`SELECT payload FROM onboarding.outbox WHERE meta->>'applicationId' = $1 AND type = $2`, [registered.applicationId, applicationPaymentTermsSet.type]);
    expect(event.payload).toEqual({ applicationId: registered.applicationId, applicationType: 'rent', ...terms });
  });

  it('gives a returning applicant a new application under the same applicant', async () => {
    const first = await sut.register({ firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.it' });
    const second = await sut.register({ firstName: 'Luca', lastName: 'Bianchi', email: 'luca@example.it', applicationType: 'mortgage' });
    expect(second.applicantId).toBe(first.applicantId);
    expect(second.applicationId).not.toBe(first.applicationId);
  });

  it('refuses invalid input with every failing field and writes nothing', async () => {
    const before = (await dataSource.query('SELECT count(*)::int AS n FROM onboarding.outbox'))[0].n;
    await expect(sut.register({ firstName: '42', lastName: '', email: 'not-an-email' })).rejects.toMatchObject({
      status: 422,
      items: [
        { msg: 'General.Error.Validation.Name', loc: ['body', 'firstName'] },
        { msg: 'General.Error.Validation.Required', loc: ['body', 'lastName'] },
        { msg: 'General.Error.Validation.Email', loc: ['body', 'email'] },
      ],
    });
    await expect(dataSource.query('SELECT count(*)::int AS n FROM onboarding.outbox')).resolves.toEqual([{ n: before }]);
  });
});
