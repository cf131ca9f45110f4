import { VERIFICATION_CODE_TTL_MINUTES, type Language } from '@tenant/domain';
import type { MailMessage } from '@tenant/server-kit';
import type { EmailCodePurpose } from '../entities/email-verification-code.entity.js';

interface CodeTexts {
  subject: string;
  greeting: (firstName: string) => string;
  body: string;
  reviewerSubject: string;
  reviewerBody: string;
  validity: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Language, CodeTexts> = {
  en: {
    subject: 'Your verification code',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'enter this code to confirm your e-mail address and continue your application:',
    reviewerSubject: 'Your reviewer login code',
    reviewerBody: "enter this code to log in to your company's applications dashboard:",
    validity: `The code is valid for ${VERIFICATION_CODE_TTL_MINUTES} minutes and can be used once.`,
    ignore: 'If you did not ask for this code, you can ignore this e-mail. Never share the code with anyone.',
    signature: 'Your Tenant Screening team',
  },
  it: {
    subject: 'Il tuo codice di verifica',
    greeting: (name) => (name ? `Ciao ${name},` : 'Buongiorno,'),
    body: 'inserisci questo codice per confermare il tuo indirizzo e-mail e continuare la tua domanda:',
    reviewerSubject: 'Il tuo codice di accesso revisore',
    reviewerBody: 'inserisci questo codice per accedere alla bacheca delle domande della tua azienda:',
    validity: `Il codice è valido per ${VERIFICATION_CODE_TTL_MINUTES} minuti e si può usare una sola volta.`,
    ignore: 'Se non hai richiesto questo codice, puoi ignorare questa e-mail. Non condividere mai il codice con nessuno.',
    signature: 'Il team di Tenant Screening',
  },
  de: {
    subject: 'Ihr Bestätigungscode',
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    body: 'geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen und Ihre Bewerbung fortzusetzen:',
    reviewerSubject: 'Ihr Anmeldecode für Prüfer',
    reviewerBody: 'geben Sie diesen Code ein, um sich in der Bewerbungsübersicht Ihres Unternehmens anzumelden:',
    validity: `Der Code ist ${VERIFICATION_CODE_TTL_MINUTES} Minuten gültig und kann einmal verwendet werden.`,
    ignore: 'Wenn Sie diesen Code nicht angefordert haben, können Sie diese E-Mail ignorieren. Geben Sie den Code niemals weiter.',
    signature: 'Ihr Tenant-Screening-Team',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The e-mail carrying a verification code (an applicant's or a reviewer's), in the interface language. */
export function verificationCodeMail(input: { to: string; firstName: string; code: string; lang: Language; purpose?: EmailCodePurpose }): MailMessage {
  const texts = TEXTS[input.lang];
  const reviewer = input.purpose === 'reviewer-login';
  const t = { ...texts, subject: reviewer ? texts.reviewerSubject : texts.subject, body: reviewer ? texts.reviewerBody : texts.body };
  const text = [t.greeting(input.firstName), '', t.body, '', input.code, '', t.validity, t.ignore, '', t.signature, ''].join('\n');
  const html = `<!doctype html><html lang="${input.lang}"><body style="font-family:system-ui,sans-serif;color:#1b2430">
<p>${escapeHtml(t.greeting(input.firstName))}</p>
<p>${escapeHtml(t.body)}</p>
<p style="font-size:1.8rem;letter-spacing:.4rem;font-weight:700">${escapeHtml(input.code)}</p>
<p>${escapeHtml(t.validity)}</p>
<p style="color:#5b6675">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to: input.to, subject: t.subject, text, html };
}
