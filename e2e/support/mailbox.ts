import { expect, type APIRequestContext } from '@playwright/test';

export interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
}

const caughtMails = async (request: APIRequestContext): Promise<CaughtMail[]> =>
  ((await (await request.get('/dev/mailbox/messages.json')).json()) as { messages: CaughtMail[] }).messages;

const isFor = (mail: CaughtMail, address: string) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase());

/**
 * The newest mail the product's SMTP catcher got for this address after mail `after` (and whose text
 * matches `matching`, when given), once it has come within `timeout` ms (dev mailbox).
 */
export async function mailTo(request: APIRequestContext, address: string, after = 0, matching?: RegExp, timeout = 15_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMails(request)).find((m) => m.id > after && isFor(m, address) && (!matching || matching.test(m.text)));
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/** The six-digit code of the newest mail the product's SMTP catcher got for this address (dev mailbox). */
export async function codeFromMailbox(request: APIRequestContext, email: string, after = 0): Promise<string> {
  const sixDigits = /^\d{6}$/m;
  return sixDigits.exec((await mailTo(request, email, after, sixDigits)).text)![0];
}

/** Id of the newest caught mail, so a journey can wait for mail that arrives after it. */
export async function lastMailId(request: APIRequestContext): Promise<number> {
  return (await caughtMails(request))[0]?.id ?? 0;
}

/** Every caught mail for this address after mail `after`, newest first (to check that none came). */
export async function mailsTo(request: APIRequestContext, address: string, after = 0): Promise<CaughtMail[]> {
  return (await caughtMails(request)).filter((m) => m.id > after && isFor(m, address));
}
