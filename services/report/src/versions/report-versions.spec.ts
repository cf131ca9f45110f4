import { createHash, randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import { applicantRegistered, applicationAccessChanged, documentDeleted, reportCompleted, type ContractEvent, type Report, type ReportResponse, type VerifyQrCodeResponse } from '@tenant/contracts';
import { eventually, outboxEventsOf } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { ApplicationEvents } from '../../test/fixtures/report-input-events.js';
import { startReportTestApp, tokenFor, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { ApplicationAccessService } from '../access/application-access.service.js';
import { PaymentClearanceService } from '../payment-clearance/payment-clearance.service.js';
import { ReportPdfService } from '../pdf/report-pdf.service.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportInputsReadModelService } from '../report-inputs/report-inputs-read-model.service.js';
import { ApplicantsReadModelService } from '../applicants/applicants-read-model.service.js';
import { CertificatesService } from '../certificates/certificates.service.js';

/** Builds and a Chromium print on a loaded machine: a ceiling against hangs, not a speed assertion. */
const JOURNEY_TIMEOUT_MS = 300_000;
const WAIT_MS = 90_000;

interface VersionRow {
  report_id: string;
  version: number | null;
  report: Report;
  issued_at: Date | null;
  superseded_by: string | null;
}

describe('report versions: issued means fixed (README "Versions")', () => {
  let sut: ReportTestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startReportTestApp();
    db = sut.app.get<DataSource>(getDataSourceToken(REPORT_DATABASE));
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
  });

  /** Delivers events as the bus does: the payment ones also to the payment gate (its own subscriber). */
  const deliver = async (...events: ContractEvent[]) => {
    for (const event of events) {
      await sut.app.get(ReportInputsReadModelService).handle(event);
      if (event.type === 'payment/succeeded') await sut.app.get(PaymentClearanceService).onClearance(event as ContractEvent<{ applicationId: string }>, true, 'paid');
      // the certificates' read model of who the applicant is (its own subscriber)
      if (event.type === applicantRegistered.type) await sut.app.get(ApplicantsReadModelService).onApplicantRegistered(event as ReturnType<typeof applicantRegistered>);
    }
  };

  /** Once every build asked for has run. */
  const settled = (applicationId: string) =>
    eventually(async () => {
      const [row] = (await db.query('SELECT job_pending FROM report_builds WHERE application_id = $1', [applicationId])) as { job_pending: boolean }[];
      return row && !row.job_pending ? row : undefined;
    }, WAIT_MS);

  const rows = async (applicationId: string): Promise<VersionRow[]> =>
    (await db.query('SELECT report_id, version, report, issued_at, superseded_by FROM report_documents WHERE application_id = $1 ORDER BY version NULLS LAST, created_at', [applicationId])) as VersionRow[];
  const completions = (applicationId: string) => outboxEventsOf(sut.app, REPORT_DATABASE, applicationId, reportCompleted.type);
  const pdfHash = async (reportId: string) => {
    const [row] = (await db.query('SELECT pdf, certificate_id FROM report_pdfs WHERE report_id = $1', [reportId])) as { pdf: Buffer; certificate_id: string }[];
    return { sha256: createHash('sha256').update(row!.pdf).digest('hex'), certificateId: row!.certificate_id };
  };
  const verify = async (token: string) => (await sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(token)}`)) as { status: number; body: VerifyQrCodeResponse };

  it(
    'statements and payslips, declared and paid: version 1; a PSD2 connection afterwards leaves it, its PDF bytes and its QR as they were and makes a draft; a new declaration issues version 2, and the old QR says so',
    async () => {
      const anna = new ApplicationEvents(randomUUID());
      const { applicationId } = anna;
      const email = 'anna.ricci@example.it';
      await sut.app.get(ApplicationAccessService).onAccessChanged(applicationAccessChanged({ applicationId, ownerApplicantId: anna.applicantId, invitedEmails: [] }, applicationId));
      const authorization = await tokenFor(sut, anna.applicantId, email);
      const getReport = async () => (await sut.call(`/api/v2/report/?application_id=${applicationId}&lang=it`, { headers: { authorization } })) as { status: number; body: ReportResponse };

      const salary = 189_600;
      const months = ['07', '08', '09'];
      await deliver(
        anna.registered('Anna', 'Ricci', email, '+39-3331234567'),
        anna.terms('rent', { name: 'Trilocale Navigli', address: 'Via Vigevano 12, 20144 Milano', price: 850, currentRent: 850, deposit: 2550, companyName: 'Navigli Case' }),
        anna.personal('RCCNNA92A41F205X', 'IT', '01/01/1992', 'Milano'),
        anna.household('Employed', { currentRent: 700 }),
        anna.incomeDetails('open-ended', 13),
        ...months.map((m) =>
          anna.statement(`estratto_${m}.pdf`, { period_from: `2026-${m}-01`, period_to: `2026-${m}-30`, salary_monthly: salary, rent_monthly: 85_000, recurrent_costs_monthly: 40_000, closing_balance: 150_000, average_cash_balance: 160_000 }),
        ),
        ...months.map((m) => anna.payslip(`cedolino_${m}.pdf`, { period: `2026-${m}`, net_pay: salary, gross_pay: 250_000, hiring_date: '2020-02-01', contract_type: 'open-ended' })),
        anna.summary({ statements_parsed: 3, documents_parsed: 6, coverage_from: '2026-07-01', coverage_to: '2026-09-30', salary_monthly: salary, rent_monthly: 85_000, recurrent_costs_monthly: 40_000, average_cash_balance: 160_000 }),
        anna.declared(),
      );
      await settled(applicationId);
      expect((await getReport()).status).toBe(402);
      expect(await completions(applicationId)).toEqual([]);

      // paid: version 1 is issued under the payment's id (the receipt's report reference), announced once
      const paid = anna.paid();
      await deliver(paid);
      const v1Id = paid.payload.paymentId;
      await eventually(async () => ((await completions(applicationId)).length ? true : undefined), WAIT_MS);
      await settled(applicationId);
      const [v1] = await rows(applicationId);
      expect(v1).toMatchObject({ report_id: v1Id, version: 1, superseded_by: null });
      expect((await getReport()).body).toMatchObject({ report_id: v1Id, state: 'issued', version: 1, draft: null, can_download: true });

      // its PDF and the QR code printed on it
      await sut.app.get(ReportPdfService).generate(v1Id, 'it');
      const printed = await pdfHash(v1Id);
      const qrToken = (await sut.app.get(CertificatesService).tokenFor(printed.certificateId))!.token;
      await expect(verify(qrToken)).resolves.toMatchObject({ status: 200, body: { certificate: { applicant_name: 'Anna Ricci', version: 1, newer_version: null } } });

      // after paying, back to the income check: a bank connected by PSD2 brings three months of transactions
      await deliver(
        ...months.map((m) =>
          anna.statement(`psd2_${m}.json`, { period_from: `2026-${m}-01`, period_to: `2026-${m}-30`, bank_name: 'Banca Sella', salary_monthly: 190_752, rent_monthly: 85_000, recurrent_costs_monthly: 45_000, closing_balance: 180_000, average_cash_balance: 175_000 }),
        ),
        anna.summary({ statements_parsed: 6, documents_parsed: 9, coverage_from: '2026-07-01', coverage_to: '2026-09-30', salary_monthly: 190_752, rent_monthly: 85_000, recurrent_costs_monthly: 45_000, average_cash_balance: 175_000 }),
      );
      await settled(applicationId);
      const [v1After, draft] = await rows(applicationId);
      // the issued version, its PDF bytes and its QR are those of before; nothing new is announced or mailed
      expect(v1After).toEqual(v1);
      await expect(pdfHash(v1Id)).resolves.toEqual(printed);
      await sut.app.get(ReportPdfService).generate(v1Id, 'en');
      await expect(pdfHash(v1Id)).resolves.toEqual(printed);
      await expect(verify(qrToken)).resolves.toMatchObject({ status: 200, body: { certificate: { version: 1, newer_version: null } } });
      await expect(completions(applicationId)).resolves.toHaveLength(1);
      // the changes are a draft the applicant sees as such, with what issuing it needs; it has no PDF
      expect(draft).toMatchObject({ version: null, issued_at: null });
      expect(draft!.report_id).not.toBe(v1Id);
      const withDraft = (await getReport()).body;
      expect(withDraft).toMatchObject({ report_id: v1Id, state: 'issued', version: 1, draft: { report_id: draft!.report_id, needs: ['declaration'] } });
      expect(withDraft.report).toEqual(v1!.report);
      expect(withDraft.draft?.report?.personal_details.report_id).toBe(draft!.report_id);
      expect(withDraft.draft?.report).not.toEqual(v1!.report);
      const draftPdf = await sut.call(`/api/v2/report/pdf?application_id=${applicationId}&report_id=${draft!.report_id}`, { headers: { authorization } });
      expect(draftPdf.body).toMatchObject({ pdf_link: null });

      // a new declaration issues the draft as version 2 (no second payment within the paid period)
      await deliver(anna.declared());
      await eventually(async () => ((await completions(applicationId)).length === 2 ? true : undefined), WAIT_MS);
      await settled(applicationId);
      const [v1Final, v2] = await rows(applicationId);
      expect(v2).toMatchObject({ report_id: draft!.report_id, version: 2, superseded_by: null });
      expect(v1Final).toMatchObject({ report_id: v1Id, version: 1, report: v1!.report, superseded_by: v2!.report_id });
      // version 2 keeps the paid period's end
      expect(v2!.report.personal_details.valid_until).toBe(v1!.report.personal_details.valid_until);
      expect((await completions(applicationId)).map((event) => event.payload)).toEqual([
        { applicationId, reportId: v1Id },
        { applicationId, reportId: v2!.report_id },
      ]);
      expect((await getReport()).body).toMatchObject({ report_id: v2!.report_id, state: 'issued', version: 2, draft: null });
      // version 1 stays genuine, unchanged, and its QR says that a newer version exists
      await expect(pdfHash(v1Id)).resolves.toEqual(printed);
      const superseded = await verify(qrToken);
      expect(superseded).toMatchObject({ status: 200, body: { certificate: { applicant_name: 'Anna Ricci', version: 1, newer_version: { version: 2 } } } });
      expect(new Date(superseded.body.certificate!.newer_version!.issued_at).getTime()).toBeGreaterThan(new Date(superseded.body.certificate!.created_at).getTime() - 1);

      // withdrawn: shown as withdrawn, without a PDF, and its QR codes answer Revoked
      await sut.app.get(ReportPdfService).generate(v2!.report_id, 'it');
      const v2Token = (await sut.app.get(CertificatesService).tokenFor((await pdfHash(v2!.report_id)).certificateId))!.token;
      expect((await sut.call(`/api/v2/report/revoke?application_id=${applicationId}&report_id=${v2!.report_id}`, { method: 'POST', headers: { authorization } })).status).toBe(201);
      expect((await getReport()).body).toMatchObject({ report_id: v2!.report_id, state: 'withdrawn', version: 2, can_download: false, can_share: false, withdrawn_on: expect.any(String) });
      expect((await sut.call(`/api/v2/report/pdf?application_id=${applicationId}&report_id=${v2!.report_id}`, { headers: { authorization } })).status).toBe(404);
      await expect(verify(v2Token)).resolves.toMatchObject({ status: 410, body: { message: 'ReportVerification.Revoked' } });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('a rebuild that shows nothing new makes no draft, and undoing the changes discards the draft', async () => {
    const luca = new ApplicationEvents(randomUUID());
    const { applicationId } = luca;
    const statement = luca.statement('estratto.pdf', { period_from: '2026-09-01', period_to: '2026-09-30', salary_monthly: 210_000, rent_monthly: 90_000 });
    await deliver(luca.registered('Luca', 'Bianchi', 'luca.bianchi@example.it', null), luca.terms('rent', null), statement, luca.declared(), luca.paid());
    await eventually(async () => ((await completions(applicationId)).length ? true : undefined), WAIT_MS);
    await settled(applicationId);
    const [issued] = await rows(applicationId);

    // another payment event (a second checkout's): the content does not change, so no draft
    await deliver(luca.paid());
    await settled(applicationId);
    await expect(rows(applicationId)).resolves.toEqual([issued]);

    // a payslip added (a draft), then deleted again (no draft)
    const payslip = luca.payslip('cedolino.pdf', { period: '2026-09', net_pay: 210_000, gross_pay: 280_000 });
    await deliver(payslip);
    await settled(applicationId);
    await expect(rows(applicationId)).resolves.toHaveLength(2);
    await deliver(documentDeleted({ applicationId, documentId: payslip.payload.documentId, documentType: 'payslip' }, applicationId));
    await settled(applicationId);
    await expect(rows(applicationId)).resolves.toEqual([issued]);
  }, JOURNEY_TIMEOUT_MS);
});
