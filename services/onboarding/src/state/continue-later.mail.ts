import type { Language } from '@tenant/domain';
import type { MailMessage } from '@tenant/server-kit';

interface ContinueLaterTexts {
  subject: string;
  greeting: (firstName: string) => string;
  body: string;
  action: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Language, ContinueLaterTexts> = {
  en: {
    subject: 'Continue your rental application',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'your application is saved. Use the link below to continue where you left off; you will confirm your e-mail address with a code first.',
    action: 'Continue my application',
    ignore: 'If you did not ask for this e-mail, you can ignore it.',
    signature: 'Your Tenant Screening team',
  },
  it: {
    subject: 'Continua la tua domanda di affitto',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    body: 'la tua domanda è stata salvata. Usa il link qui sotto per riprendere da dove avevi interrotto; prima confermerai il tuo indirizzo e-mail con un codice.',
    action: 'Continua la mia domanda',
    ignore: 'Se non hai richiesto questa e-mail, puoi ignorarla.',
    signature: 'Il team di Tenant Screening',
  },
  de: {
    subject: 'Setzen Sie Ihre Mietbewerbung fort',
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    body: 'Ihre Bewerbung ist gespeichert. Mit dem Link unten machen Sie dort weiter, wo Sie aufgehört haben; zuerst bestätigen Sie Ihre E-Mail-Adresse mit einem Code.',
    action: 'Meine Bewerbung fortsetzen',
    ignore: 'Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren.',
    signature: 'Ihr Tenant-Screening-Team',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The continue-later e-mail (spec 1§2 Shell) in the applicant's interface language. */
export function continueLaterMail(input: { to: string; firstName: string; resumeUrl: string; lang: Language }): MailMessage {
  const t = TEXTS[input.lang];
  const text = [t.greeting(input.firstName), '', t.body, '', `${t.action}: ${input.resumeUrl}`, '', t.ignore, '', t.signature, ''].join('\n');
  const html = `<!doctype html><html lang="${input.lang}"><body style="font-family:system-ui,sans-serif;color:#1b2430">
<p>${escapeHtml(t.greeting(input.firstName))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(input.resumeUrl)}" style="display:inline-block;padding:.6rem 1.2rem;background:#1f5fbf;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#5b6675">${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to: input.to, subject: t.subject, text, html };
}
