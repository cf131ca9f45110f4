import { simpleParser } from 'mailparser';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export interface SmtpCatcher {
  url: string;
  messages(): CaughtMail[];
  close(): Promise<void>;
}

/**
 * The local stand-in for a real mail server: accepts every message over real SMTP, keeps it in a
 * JSON-lines file (so the dev mailbox survives restarts) and reports it to the caller's log.
 */
export async function startSmtpCatcher(options: {
  port: number;
  storeFile: string;
  onMail: (mail: CaughtMail) => void;
}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = existsSync(options.storeFile)
    ? readFileSync(options.storeFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as CaughtMail)
    : [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            id: mails.length + 1,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? String(session.envelope.mailFrom && session.envelope.mailFrom.address),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          };
          mails.push(mail);
          appendFileSync(options.storeFile, JSON.stringify(mail) + '\n');
          options.onMail(mail);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...mails],
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
