import { createHash } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import { reportCompleted } from '@tenant/contracts';
import { germanSelfEmployedRenter, italianEmployedRenter } from '@tenant/report-view/fixtures';
import { EventBus } from '@tenant/server-kit';
import { eventually, startSmtpCatcher, type SmtpCatcher } from '@tenant/server-kit/testing';
import type { DataSource } from 'typeorm';
import { applicantOf, startReportTestApp, storedReport, type ReportTestApp } from '../../test/fixtures/report-test-app.js';
import { REPORT_DATABASE } from '../report-database.js';
import { TransactionRunner } from '../database/transaction-runner.js';
import { ReportDocumentsRepository } from '../reports/report-documents.repository.js';
import { MAILING_CLAIM_MINUTES, ReportMailerService } from './report-mailer.service.js';

/** Printing a PDF with Chromium on a loaded machine: a generous ceiling, never a timing assertion. */
const PRINT_TIMEOUT_MS = 120_000;

describe(ReportMailerService.name, () => {
  let sut: ReportTestApp;
  let mailbox: SmtpCatcher;
  let db: DataSource;

  const mailsTo = (address: string) => mailbox.messages().filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    mailbox = await startSmtpCatcher();
    sut = await startReportTestApp({ smtpUrl: mailbox.url });
    db = sut.app.get<DataSource>(getDataSourceToken(REPORT_DATABASE));
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
    await mailbox?.close();
  });

  it(
    'mails a finished report to its applicant in the language they signed up in, with the PDF attached, once however often the event comes',
    async () => {
      const anna = await applicantOf(sut, { lang: 'de' });
      const report = await storedReport(sut, anna.applicationId, germanSelfEmployedRenter);
      const reportId = report.personal_details.report_id;
      const completed = reportCompleted({ applicationId: anna.applicationId, reportId }, anna.applicationId);

      await sut.app.get(EventBus).publish(completed);
      const mail = await eventually(() => mailsTo(anna.email)[0], PRINT_TIMEOUT_MS - 10_000);

      expect(mail.subject).toBe('Ihr Mieterbericht ist fertig');
      expect(mail.text).toContain('Hallo Giulia,');
      expect(mail.text).toContain(`${sut.config.publicUrl}/de/fill/${anna.applicationId}/result`);
      expect(mail.text).toContain(`Berichts-ID: ${reportId}`);
      const [{ pdf }] = await db.query('SELECT pdf FROM report_pdfs WHERE report_id = $1', [reportId]);
      expect(mail.attachments).toEqual([
        {
          filename: `mieterbericht-${reportId}.pdf`,
          contentType: 'application/pdf',
          size: (pdf as Buffer).length,
          sha256: createHash('sha256').update(pdf as Buffer).digest('hex'),
          head: expect.stringMatching(/^%PDF-/),
        },
      ]);

      // The bus delivers at least once: a redelivered event finds the report mailed and sends nothing.
      await sut.app.get(ReportMailerService).onReportCompleted(completed);
      expect(mailsTo(anna.email)).toHaveLength(1);
      // the mail reaches the catcher a moment before the delivery records it as sent
      const mailed = async () => {
        const rows = (await db.query('SELECT recipient, lang, mailed_at IS NOT NULL AS mailed FROM report_mailings WHERE report_id = $1', [reportId])) as { mailed: boolean }[];
        return rows[0]?.mailed ? rows : null;
      };
      await expect(eventually(mailed)).resolves.toEqual([{ recipient: anna.email, lang: 'de', mailed: true }]);
    },
    PRINT_TIMEOUT_MS,
  );

  it(
    'leaves a report another delivery is mailing right now to it, and takes over a claim whose delivery died',
    async () => {
      const luca = await applicantOf(sut, { lang: 'it' });
      const report = await storedReport(sut, luca.applicationId, italianEmployedRenter);
      const reportId = report.personal_details.report_id;
      const completed = reportCompleted({ applicationId: luca.applicationId, reportId }, luca.applicationId);
      const claimedMinutesAgo = (minutes: number) =>
        db.query(`INSERT INTO report_mailings (report_id, application_id, recipient, lang, claimed_at) VALUES ($1, $2, $3, 'it', now() - make_interval(mins => $4))
                  ON CONFLICT (report_id) DO UPDATE SET claimed_at = EXCLUDED.claimed_at`, [reportId, luca.applicationId, luca.email, minutes]);

      await claimedMinutesAgo(1);
      await sut.app.get(ReportMailerService).onReportCompleted(completed);
      expect(mailsTo(luca.email)).toEqual([]);

      await claimedMinutesAgo(MAILING_CLAIM_MINUTES + 1);
      await sut.app.get(ReportMailerService).onReportCompleted(completed);
      expect(mailsTo(luca.email).map((mail) => mail.subject)).toEqual(['Il tuo report inquilino è pronto']);
    },
    PRINT_TIMEOUT_MS,
  );

  it(
    'mails nothing while the report is hidden, for a withheld one, or for an id that is not a report of that application; the report once shown is mailed',
    async () => {
      const mailer = sut.app.get(ReportMailerService);
      const marco = await applicantOf(sut, { lang: 'en' });
      const hidden = await storedReport(sut, marco.applicationId, italianEmployedRenter, { hideReport: true });
      const withheld = await storedReport(sut, marco.applicationId, italianEmployedRenter, { contentWithheld: true });
      const someoneElse = await applicantOf(sut);
      const foreign = await storedReport(sut, someoneElse.applicationId, italianEmployedRenter);

      for (const reportId of [hidden.personal_details.report_id, withheld.personal_details.report_id, foreign.personal_details.report_id]) {
        await mailer.onReportCompleted(reportCompleted({ applicationId: marco.applicationId, reportId }, marco.applicationId));
      }
      expect(mailsTo(marco.email)).toEqual([]);
      expect(mailsTo(someoneElse.email)).toEqual([]);

      // Shown and issued now (as the build does): the report's event mails it.
      await sut.app.get(TransactionRunner).run(async (tx) => {
        const documents = tx.get(ReportDocumentsRepository);
        await documents.store({ applicationId: marco.applicationId, report: hidden });
        await documents.issue({ applicationId: marco.applicationId, reportId: hidden.personal_details.report_id, issuedAt: new Date(), declaredAt: null, validUntil: new Date(hidden.personal_details.valid_until) });
      });
      await mailer.onReportCompleted(reportCompleted({ applicationId: marco.applicationId, reportId: hidden.personal_details.report_id }, marco.applicationId));
      await eventually(() => mailsTo(marco.email).length > 0, PRINT_TIMEOUT_MS - 30_000);
      expect(mailsTo(marco.email).map((mail) => mail.subject)).toEqual(['Your tenant report is ready']);
    },
    PRINT_TIMEOUT_MS,
  );
});
