import { getDataSourceToken } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  applicantRegistered,
  applicationAccessChanged,
  applicationDeleted,
  householdSubmitted,
  incomeDetailsSubmitted,
  personalDetailsSubmitted,
  type ContractEvent,
} from '@tenant/contracts';
import { deliverEvent, rowsReferencing } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp, type TestApplicant } from '../../test/fixtures/income-test-app.js';
import { PNG_BYTES, recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';
import { ApplicationRetentionService } from './application-retention.service.js';
import { DocumentStorage } from './storage/document-storage.port.js';

const ONLY_THE_DELETED_ID = { 'deleted_applications.application_id': 1 };

describe(ApplicationRetentionService.name, () => {
  let sut: IncomeTestApp;
  let db: DataSource;
  let maria: TestApplicant;
  let luca: TestApplicant;

  /** An applicant with a parsed bank statement, an identity document and a connected bank account. */
  const applicantWithDocuments = async (firstName: string): Promise<TestApplicant> => {
    const applicant = await applicantOf(sut, { firstName, lastName: 'Rossi' });
    const statement = await uploadForm(sut.call, `/api/v1/bank-account/upload?application_id=${applicant.applicationId}`, applicant.authorization, { abi: '03069' }, { bytes: await recentStatement(), name: `${firstName}.pdf` });
    expect(statement.status).toBe(200);
    const id = await uploadForm(sut.call, `/api/v1/other-documents/upload?application_id=${applicant.applicationId}`, applicant.authorization, { type: 'national_id', id_type: 'PASSPORT' }, {
      bytes: PNG_BYTES,
      name: 'passport.png',
      type: 'image/png',
    });
    expect(id.status).toBe(200);
    await untilParsed(sut.call, applicant, 60_000);
    const [{ id: requisitionId }] = await db.query(
      `INSERT INTO psd2_requisitions (application_id, applicant_id, provider, institution_id, status, state_token, link_expires_at, language)
       VALUES ($1, $2, 'enable-banking', 'IT:Intesa Sanpaolo', 'LN', gen_random_uuid()::text, now() + interval '1 hour', 'it') RETURNING id`,
      [applicant.applicationId, applicant.applicantId],
    );
    await db.query(`INSERT INTO psd2_accounts (requisition_id, application_id, provider_account_id, iban, holder, currency) VALUES ($1, $2, 'acc-1', 'IT60X0542811101000000123456', $3, 'EUR')`, [
      requisitionId,
      applicant.applicationId,
      `${firstName} Rossi`,
    ]);
    return applicant;
  };
  const rowsOf = (applicant: TestApplicant) => rowsReferencing(db, 'income', { application_id: applicant.applicationId, applicant_id: applicant.applicantId });
  const storageKeysOf = async (applicant: TestApplicant): Promise<string[]> =>
    ((await db.query('SELECT storage_key FROM documents WHERE application_id = $1', [applicant.applicationId])) as { storage_key: string }[]).map((row) => row.storage_key);

  beforeAll(async () => {
    sut = await startIncomeTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(INCOME_DATABASE));
    maria = await applicantWithDocuments('Maria');
    luca = await applicantWithDocuments('Luca');
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('leaves nothing of a deleted application, its stored files included, touches no other, and takes a redelivery calmly', async () => {
    const before = await rowsOf(maria);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['documents.application_id', 'application_access.application_id', 'applicant_profiles.application_id', 'psd2_requisitions.application_id', 'psd2_accounts.application_id']));
    const mariasFiles = await storageKeysOf(maria);
    expect(mariasFiles).toHaveLength(2);
    const lucasRows = await rowsOf(luca);
    const lucasFiles = await storageKeysOf(luca);
    const storage = sut.app.get(DocumentStorage);

    const deleted = applicationDeleted({ applicationId: maria.applicationId }, maria.applicationId);
    await deliverEvent(sut, deleted);

    // only the id stays, so late events of it are dropped (DeletedApplications)
    await expect(rowsOf(maria)).resolves.toEqual(ONLY_THE_DELETED_ID);
    for (const key of mariasFiles) await expect(storage.get(key)).resolves.toBeNull();
    await expect(rowsOf(luca)).resolves.toEqual(lucasRows);
    for (const key of lucasFiles) await expect(storage.get(key)).resolves.not.toBeNull();
    const documents = await sut.call(`/api/v2/income-check/documents?application_id=${maria.applicationId}`, { headers: { authorization: maria.authorization } });
    expect(documents.status).toBe(404);

    await deliverEvent(sut, deleted);
    await expect(rowsOf(maria)).resolves.toEqual(ONLY_THE_DELETED_ID);
    await expect(rowsOf(luca)).resolves.toEqual(lucasRows);
  });

  /** Every onboarding event the income read model keeps of an application and its applicant. */
  const eventsOf = (applicationId: string, applicantId: string): ContractEvent[] => [
    applicationAccessChanged({ applicationId, ownerApplicantId: applicantId, invitedEmails: [] }, applicationId),
    applicantRegistered({ applicationId, applicantId, firstName: 'Anna', lastName: 'Russo', email: 'anna.russo@gmail.com', mobile: null }, applicationId),
    personalDetailsSubmitted({ applicationId, applicantId, fiscalCode: 'RSSNNA90A41F205X', nationality: 'IT', dateOfBirth: '1990-01-01', placeOfBirth: 'Milano', address: null }, applicationId),
    householdSubmitted(
      {
        applicationId,
        applicantId,
        employmentStatus: 'Employed',
        householdMembersCount: '1,0',
        members: [],
        guarantors: [],
        hasIncome: true,
        hasPets: false,
        accessibleHouse: false,
        livingSituation: 'rent',
        currentRent: 800,
        currentDeposit: 0,
        rentArrears: 0,
      },
      applicationId,
    ),
    incomeDetailsSubmitted({ applicationId, applicantId, typeOfContract: 'open-ended', paychecksPerYear: 13, otherIncomes: [] }, applicationId),
  ];
  const rowsOfIds = (applicationId: string, applicantId: string) => rowsReferencing(db, 'income', { application_id: applicationId, applicant_id: applicantId });

  it('drops an event of a deleted application that arrives after application/deleted: neither access nor a profile comes back', async () => {
    // the same events of a live application write access and profile, so the test would see a recreated copy
    const live = { applicationId: randomUUID(), applicantId: randomUUID() };
    for (const event of eventsOf(live.applicationId, live.applicantId)) await deliverEvent(sut, event);
    await expect(rowsOfIds(live.applicationId, live.applicantId)).resolves.toEqual({
      'application_access.application_id': 1,
      'applicant_profiles.application_id': 1,
      'applicant_profiles.applicant_id': 1,
    });

    const gone = { applicationId: randomUUID(), applicantId: randomUUID() };
    await deliverEvent(sut, applicationDeleted({ applicationId: gone.applicationId }, gone.applicationId));
    for (const event of eventsOf(gone.applicationId, gone.applicantId)) await deliverEvent(sut, event);

    await expect(rowsOfIds(gone.applicationId, gone.applicantId)).resolves.toEqual(ONLY_THE_DELETED_ID);
  });
});
