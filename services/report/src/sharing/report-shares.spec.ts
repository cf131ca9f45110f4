import { randomUUID } from 'node:crypto';
import { reportShared, type ContractEvent, type ReportShare } from '@tenant/contracts';
import { italianEmployedRenter } from '@tenant/report-view/fixtures';
import { OutboxRelay } from '@tenant/server-kit';
import { deliverEvent, eventually, outboxEventsOf, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '@tenant/server-kit/testing';
import { createRequire } from 'node:module';
import { applicantOf, startReportTestApp, storedReport, tokenFor, type ReportTestApp, type TestApplicant } from '../../test/fixtures/report-test-app.js';
import { REPORT_DATABASE } from '../report-database.js';
import { ReportSharesController } from './report-shares.controller.js';
import { SharedSummaryMailerService } from './shared-summary-mailer.service.js';

const require = createRequire(import.meta.url);
const texts = (lang: string) => require(`@tenant/i18n/locales/${lang}/report.json`) as Record<string, string>;

const NOT_FOUND = { status: 404, body: { success: false, message: 'Application.Error.NotFound' } };
const MAIL_TIMEOUT_MS = 30_000;

describe(ReportSharesController.name, () => {
  let sut: ReportTestApp;
  let mailbox: SmtpCatcher;

  const json = (caller: { authorization: string }, body: unknown) => ({ method: 'POST', headers: { authorization: caller.authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const share = (caller: { authorization: string }, applicationId: string, reportId: string, body: unknown) =>
    sut.call(`/api/v2/report/shares?application_id=${applicationId}&report_id=${reportId}`, json(caller, body));
  const sharesOf = (caller: { authorization: string }, applicationId: string, reportId: string) =>
    sut.call(`/api/v2/report/shares?application_id=${applicationId}&report_id=${reportId}`, { headers: { authorization: caller.authorization } });
  const revoke = (caller: { authorization: string }, applicationId: string, shareId: string) =>
    sut.call(`/api/v2/report/shares/${shareId}/revoke?application_id=${applicationId}`, { method: 'POST', headers: { authorization: caller.authorization } });
  const mailTo = (address: string) => eventually(() => mailbox.messages().find((mail) => mail.to.includes(address)), MAIL_TIMEOUT_MS);
  /** The verification link in a summary mail, and the token it carries. */
  const linkIn = (mail: CaughtMail) => {
    const link = new URL(/https?:\/\/\S+\/verify-report\?token=\S+/.exec(mail.text)![0]);
    return { link, token: link.searchParams.get('token')! };
  };

  beforeAll(async () => {
    mailbox = await startSmtpCatcher();
    sut = await startReportTestApp({ smtpUrl: mailbox.url });
  }, 60_000);

  afterAll(async () => {
    await sut?.close();
    await mailbox?.close();
  });

  describe('sharing with consent', () => {
    let giulia: TestApplicant;
    let reportId: string;

    beforeAll(async () => {
      giulia = await applicantOf(sut, { lang: 'it' });
      reportId = (await storedReport(sut, giulia.applicationId, italianEmployedRenter)).personal_details.report_id;
    });

    it('mails the landlord a summary in bands with its verification link, and records what was shared, with whom and when', async () => {
      const landlord = `landlord.${randomUUID().slice(0, 8)}@casanova.example`;
      const answer = await share(giulia, giulia.applicationId, reportId, { recipient_email: ` ${landlord.toUpperCase()} `, recipient_name: 'Casa Nova Immobiliare', disclose_figures: false, lang: 'en', consent: true });
      expect(answer).toMatchObject({
        status: 201,
        body: { success: true, share: { report_id: reportId, recipient_email: landlord, recipient_name: 'Casa Nova Immobiliare', disclose_figures: false, lang: 'en', revoked_at: null } },
      });

      const mail = await mailTo(landlord);
      expect(mail.subject).toBe('Giulia Conti shares a verified tenant summary with you');
      expect(mail.text).toContain('Hello Casa Nova Immobiliare,');
      expect(mail.text).toContain('Identity: Verified by video identification (WebID)');
      expect(mail.text).toContain('Income verified: Yes');
      expect(mail.text).toContain('Rent to net income: 30 to 40 %');
      // bands only: no amount, no statement, no transaction
      expect(mail.text).not.toMatch(/€|3,540|4,980|1,150|Intesa|IBAN/);
      expect(mail.attachments).toEqual([]);

      // The link proves the summary, without figures.
      const { link, token } = linkIn(mail);
      expect(`${link.origin}${link.pathname}`).toBe(`${sut.config.publicUrl}/en/verify-report`);
      await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(token)}`)).resolves.toMatchObject({ status: 200, body: { certificate: { applicant_name: 'Giulia Conti' } } });
      const summary = await sut.call(`/api/v1/openapis/report-summary?token=${encodeURIComponent(token)}`);
      expect(summary.body.summary).toMatchObject({ rent_to_income_band: 'from_30_to_40', income_verified: true, identity_verified_by: 'webid' });
      expect(summary.body.summary).not.toHaveProperty('figures');

      const shares = await eventually(async () => {
        const { body } = await sharesOf(giulia, giulia.applicationId, reportId);
        return (body.shares as ReportShare[]).find((s) => s.recipient_email === landlord && s.mailed_at);
      });
      expect(shares).toMatchObject({ id: answer.body.share.id, shared_at: answer.body.share.shared_at });
    });

    it('mails one summary when report/shared is delivered twice at the same moment and once more later', async () => {
      const landlord = `landlord.${randomUUID().slice(0, 8)}@casanova.example`;
      // the outbox holds the event back: only this test's copies reach the mailer at first
      const relay = sut.app.get(OutboxRelay);
      await relay.stop();
      try {
        await expect(share(giulia, giulia.applicationId, reportId, { recipient_email: landlord, recipient_name: 'Casa Nova', disclose_figures: false, lang: 'en', consent: true })).resolves.toMatchObject({ status: 201 });
        const shared = (await outboxEventsOf(sut.app, REPORT_DATABASE, giulia.applicationId, reportShared.type)).at(-1) as ContractEvent;
        const mailer = sut.app.get(SharedSummaryMailerService);
        await Promise.all([mailer.onReportShared(shared as never), mailer.onReportShared(shared as never)]);
        expect(mailbox.messages().filter((mail) => mail.to.includes(landlord))).toHaveLength(1);
        await deliverEvent(sut, shared);
      } finally {
        relay.start();
      }
      expect(mailbox.messages().filter((mail) => mail.to.includes(landlord))).toHaveLength(1);
    });

    it('discloses the exact figures only when the applicant chooses to, in the language chosen for the recipient', async () => {
      const agent = `agent.${randomUUID().slice(0, 8)}@berg-hausverwaltung.example`;
      await expect(share(giulia, giulia.applicationId, reportId, { recipient_email: agent, disclose_figures: true, lang: 'de', consent: true })).resolves.toMatchObject({ status: 201 });

      const mail = await mailTo(agent);
      expect(mail.subject).toBe('Giulia Conti teilt eine verifizierte Mieter-Zusammenfassung mit Ihnen');
      expect(mail.text).toContain('Guten Tag,');
      expect(mail.text).toMatch(/Monatseinkommen \(netto\): 3\.540,00\s€/);
      expect(mail.text).toMatch(/Monatseinkommen \(brutto\): 4\.980,00\s€/);
      expect(mail.text).toMatch(/Monatsmiete: 1\.150,00\s€/);
      expect(mail.text).toMatch(/Miete in Prozent des Nettoeinkommens: 32\s%/);
      expect(mail.text).toMatch(/Empfohlene maximale Monatsmiete: 1\.180,00\s€/);
      expect(mail.text).toMatch(/Monatliche Zahlungen: 1\.095,00\s€/);
      expect(mail.text).toContain('Miete zum Nettoeinkommen: 30 bis 40 %');

      const { token } = linkIn(mail);
      const summary = await sut.call(`/api/v1/openapis/report-summary?token=${encodeURIComponent(token)}`);
      expect(summary.body.summary.figures).toEqual({
        net_monthly_income: 3540,
        gross_monthly_income: 4980,
        rent: 1150,
        rent_to_income_percentage: 32,
        suggested_max_rent: 1180,
        monthly_payments: 1095,
        detected_rent: 950,
        average_balance: 8420.55,
      });
    });

    it('lets the applicant withdraw one share: its link answers Revoked, the others still verify', async () => {
      const first = `first.${randomUUID().slice(0, 8)}@example.it`;
      const second = `second.${randomUUID().slice(0, 8)}@example.it`;
      const { body } = await share(giulia, giulia.applicationId, reportId, { recipient_email: first, disclose_figures: false, lang: 'it', consent: true });
      await share(giulia, giulia.applicationId, reportId, { recipient_email: second, disclose_figures: false, lang: 'it', consent: true });
      const [firstLink, secondLink] = [linkIn(await mailTo(first)), linkIn(await mailTo(second))];

      const revoked = await revoke(giulia, giulia.applicationId, body.share.id);
      expect(revoked).toMatchObject({ status: 200, body: { success: true, share: { id: body.share.id, revoked_at: expect.any(String) } } });
      await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(firstLink.token)}`)).resolves.toEqual({
        status: 410,
        body: { success: false, message: 'ReportVerification.Revoked' },
      });
      await expect(sut.call(`/api/v1/openapis/verify-qr-code?token=${encodeURIComponent(secondLink.token)}`)).resolves.toMatchObject({ status: 200 });
      const listed = (await sharesOf(giulia, giulia.applicationId, reportId)).body.shares as ReportShare[];
      expect(listed.find((s) => s.id === body.share.id)?.revoked_at).toBe(revoked.body.share.revoked_at);
      expect(listed.find((s) => s.recipient_email === second)?.revoked_at).toBeNull();
    });
  });

  it('refuses a bad address or a missing consent with a localised message, and records nothing', async () => {
    const luca = await applicantOf(sut);
    const reportId = (await storedReport(sut, luca.applicationId, italianEmployedRenter)).personal_details.report_id;

    const badEmail = await share(luca, luca.applicationId, reportId, { recipient_email: 'landlord@', disclose_figures: false, lang: 'it', consent: true });
    expect(badEmail).toEqual({
      status: 422,
      body: { success: false, message: 'Report.Share.Error.EmailInvalid', msg: [{ msg: 'Report.Share.Error.EmailInvalid', loc: ['body', 'recipient_email'] }] },
    });
    const noConsent = await share(luca, luca.applicationId, reportId, { recipient_email: 'landlord@example.it', disclose_figures: false, lang: 'it', consent: false });
    expect(noConsent).toMatchObject({ status: 422, body: { message: 'Report.Share.Error.ConsentRequired' } });
    for (const key of ['Report.Share.Error.EmailInvalid', 'Report.Share.Error.ConsentRequired']) {
      const [en, it, de] = ['en', 'it', 'de'].map((lang) => texts(lang)[key]);
      expect(new Set([en, it, de]).size).toBe(3);
    }
    await expect(sharesOf(luca, luca.applicationId, reportId)).resolves.toMatchObject({ status: 200, body: { shares: [] } });
  });

  it('answers a stranger, an invited co-applicant and a missing application alike: 404, nothing shared', async () => {
    const owner = await applicantOf(sut, { invitedEmails: ['marco@gmail.com'] });
    const reportId = (await storedReport(sut, owner.applicationId, italianEmployedRenter)).personal_details.report_id;
    const { body } = await share(owner, owner.applicationId, reportId, { recipient_email: 'owner-choice@example.it', disclose_figures: false, lang: 'it', consent: true });
    const valid = { recipient_email: 'intruder@example.it', disclose_figures: true, lang: 'it', consent: true };
    const stranger = { authorization: await tokenFor(sut, randomUUID(), 'someone@gmail.com') };
    const invited = { authorization: await tokenFor(sut, randomUUID(), 'marco@gmail.com') };

    for (const caller of [stranger, invited]) {
      await expect(share(caller, owner.applicationId, reportId, valid)).resolves.toEqual(NOT_FOUND);
      await expect(sharesOf(caller, owner.applicationId, reportId)).resolves.toEqual(NOT_FOUND);
      await expect(revoke(caller, owner.applicationId, body.share.id)).resolves.toEqual(NOT_FOUND);
    }
    await expect(share(owner, randomUUID(), reportId, valid)).resolves.toEqual(NOT_FOUND);
    // a report of another application, or a share of another application, is not found either
    const other = await applicantOf(sut);
    const otherReport = (await storedReport(sut, other.applicationId, italianEmployedRenter)).personal_details.report_id;
    await expect(share(owner, owner.applicationId, otherReport, valid)).resolves.toEqual(NOT_FOUND);
    await expect(revoke(other, other.applicationId, body.share.id)).resolves.toEqual(NOT_FOUND);

    const shares = (await sharesOf(owner, owner.applicationId, reportId)).body.shares as ReportShare[];
    expect(shares.map((s) => s.recipient_email)).toEqual(['owner-choice@example.it']);
    expect(shares[0].revoked_at).toBeNull();
  });

  it('shares nothing of a report still hidden or withdrawn; withdrawing the report withdraws its shares', async () => {
    const anna = await applicantOf(sut);
    const hidden = (await storedReport(sut, anna.applicationId, italianEmployedRenter, { hideReport: true })).personal_details.report_id;
    const valid = { recipient_email: 'landlord@example.de', disclose_figures: false, lang: 'de', consent: true };
    await expect(share(anna, anna.applicationId, hidden, valid)).resolves.toEqual({ status: 409, body: { success: false, message: 'Report.Share.Error.NotReady' } });

    const reportId = (await storedReport(sut, anna.applicationId, italianEmployedRenter)).personal_details.report_id;
    const { body } = await share(anna, anna.applicationId, reportId, valid);
    await sut.call(`/api/v2/report/revoke?application_id=${anna.applicationId}&report_id=${reportId}`, { method: 'POST', headers: { authorization: anna.authorization } });
    await expect(share(anna, anna.applicationId, reportId, valid)).resolves.toEqual({ status: 410, body: { success: false, message: 'Report.Share.Error.Withdrawn' } });
    const [listed] = (await sharesOf(anna, anna.applicationId, reportId)).body.shares as ReportShare[];
    expect(listed).toMatchObject({ id: body.share.id, revoked_at: expect.any(String) });
  });
});
