import { LANGUAGES } from '@tenant/domain';
import { rawTextReport, readableTextOfHtml } from '@tenant/i18n/testing';
import type { MailMessage } from '@tenant/server-kit';
import { verificationCodeMail } from './sign-up/verification-code.mail.js';
import { continueLaterMail } from './state/continue-later.mail.js';

/** What an addressee reads of a mail: subject, text part and the HTML part's text. */
const readable = (mail: MailMessage) => [mail.subject, mail.text ?? '', mail.html ? readableTextOfHtml(mail.html) : ''].join('\n');

/** No raw text in onboarding's mails (issue 20): no message key, no placeholder left, in every language and variant. */
describe("onboarding's mails", () => {
  it.each(LANGUAGES)('reads as text in %s: the verification code (applicant and reviewer) and continue-later mails', (lang) => {
    const mails = [
      verificationCodeMail({ to: 'giulia.conti@example.it', firstName: 'Giulia', code: '482913', lang }),
      verificationCodeMail({ to: 'giulia.conti@example.it', firstName: '', code: '482913', lang }),
      verificationCodeMail({ to: 'reviewer@casalombarda.it', firstName: 'Paolo', code: '117204', lang, purpose: 'reviewer-login' }),
      continueLaterMail({ to: 'giulia.conti@example.it', firstName: 'Giulia', resumeUrl: `https://tenant.example/${lang}/resume?token=abc`, lang }),
    ];
    for (const mail of mails) {
      expect(rawTextReport(readable(mail))).toEqual([]);
      // a template literal left unfilled, or a value that was absent
      expect(readable(mail)).not.toMatch(/\$\{|undefined|null|NaN/);
    }
  });
});
