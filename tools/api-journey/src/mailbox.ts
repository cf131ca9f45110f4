import type { ApiClient } from './http.js';

/** A mail the product's SMTP catcher got (GET /dev/mailbox/messages.json, newest first). */
export interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

const MAILBOX = '/dev/mailbox/messages.json';
const SIX_DIGITS = /^\d{6}$/m;

const caughtMails = async (client: ApiClient): Promise<CaughtMail[]> => {
  const answer = await client.call<{ messages?: CaughtMail[] }>('GET', MAILBOX);
  if (answer.status !== 200) throw new Error(`the dev mailbox answered ${answer.status}`);
  return answer.body.messages ?? [];
};

/** Id of the newest caught mail, so a journey can wait for mail that arrives after it. */
export const lastMailId = async (client: ApiClient): Promise<number> => (await caughtMails(client))[0]?.id ?? 0;

/** The six-digit code of the first mail to `email` after mail `after` (the product's dev mailbox), once it has come. */
export async function codeFromMailbox(client: ApiClient, email: string, after: number, { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number }): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await caughtMails(client)).find((m) => m.id > after && m.to.some((to) => to.toLowerCase() === email.toLowerCase()) && SIX_DIGITS.test(m.text));
    if (mail) return SIX_DIGITS.exec(mail.text)![0];
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
