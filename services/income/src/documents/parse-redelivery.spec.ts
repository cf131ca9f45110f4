import { documentParsed } from '@tenant/contracts';
import { outboxEventsOf } from '@tenant/server-kit/testing';
import { applicantOf, startIncomeTestApp, untilParsed, uploadForm, type IncomeTestApp } from '../../test/fixtures/income-test-app.js';
import { recentStatement } from '../../test/fixtures/statements.js';
import { INCOME_DATABASE } from '../income-database.js';
import { ParseJobsService } from './parse-jobs.service.js';

/** The same parse job run more than once (pg-boss redelivers after an expiry, two instances take copies) → one result. */
describe(`${ParseJobsService.name}: a parse job delivered twice`, () => {
  let sut: IncomeTestApp;

  beforeAll(async () => {
    sut = await startIncomeTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('stores one result and publishes documents/parsed once, whether the copies run at the same moment or after the first finished', async () => {
    const maria = await applicantOf(sut);
    const upload = await uploadForm(sut.call, `/api/v1/bank-account/upload?application_id=${maria.applicationId}`, maria.authorization, { abi: '03069' }, { bytes: await recentStatement(), name: 'maria.pdf' });
    expect(upload.status).toBe(200);
    const documentId: string = upload.body.document_id;
    const jobs = sut.app.get(ParseJobsService);
    // two more copies of the job beside the worker's own, while the document is still processing
    await Promise.all([jobs.parse(documentId), jobs.parse(documentId)]);
    const parsed = await untilParsed(sut.call, maria);
    expect(parsed.documents).toEqual([expect.objectContaining({ id: documentId, isParsed: true })]);
    // and one more after it finished
    await jobs.parse(documentId);
    await expect(outboxEventsOf(sut.app, INCOME_DATABASE, maria.applicationId, documentParsed.type)).resolves.toHaveLength(1);
    const { body } = await sut.call(`/api/v2/income-check/documents?application_id=${maria.applicationId}`, { headers: { authorization: maria.authorization } });
    expect(body.documents).toEqual(parsed.documents);
  });
});
