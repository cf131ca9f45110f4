import { expect, type APIRequestContext } from '@playwright/test';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The six-digit code of the newest mail the product's SMTP catcher got for this address (dev mailbox). */
export async function codeFromMailbox(request: APIRequestContext, email: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/dev/mailbox/messages.json')).json()) as { messages: Array<CaughtMail & { id: number }> };
        const mail = messages.find((m) => m.id > after && m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
        code = (mail && /^\d{6}$/m.exec(mail.text)?.[0]) ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Id of the newest caught mail, so a journey can wait for mail that arrives after it. */
export async function lastMailId(request: APIRequestContext): Promise<number> {
  const { messages } = (await (await request.get('/dev/mailbox/messages.json')).json()) as { messages: Array<{ id: number }> };
  return messages[0]?.id ?? 0;
}
