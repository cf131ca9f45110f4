import { simpleParser } from 'mailparser';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An attachment as received: its bytes are not kept (the dev mailbox stores mail as JSON lines), only what identifies them. */
export interface CaughtAttachment {
  filename: string | null;
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex */
  sha256: string;
  /** the first bytes (up to 8), e.g. `%PDF-` for a PDF */
  head: string;
}

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: CaughtAttachment[];
}

export interface SmtpCatcher {
  url: string;
  messages(): CaughtMail[];
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  /** 0 (the default) picks a free port */
  port?: number;
  /** a JSON-lines file that keeps the mailbox across restarts (the dev runner's); none keeps it in memory */
  storeFile?: string;
  onMail?: (mail: CaughtMail) => void;
  /** recipients the server answers 550 for, as a real server does for an unknown mailbox */
  refuseRecipient?: (address: string) => boolean;
}

/**
 * The local stand-in for a real mail server (the dev runner's, and the service tests'): accepts every
 * message over real SMTP, keeps it and reports it to the caller. Imported from
 * `@tenant/server-kit/testing`, so a service's production code never loads it.
 */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = options.storeFile && existsSync(options.storeFile)
    ? readFileSync(options.storeFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        // lines written before attachments were recorded have none
        .map((line) => ({ attachments: [], ...(JSON.parse(line) as Partial<CaughtMail>) }) as CaughtMail)
    : [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (options.refuseRecipient?.(address.address)) done(Object.assign(new Error(`mailbox unavailable: ${address.address}`), { responseCode: 550 }));
      else done();
    },
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
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? null,
              contentType: attachment.contentType,
              size: attachment.content.length,
              sha256: createHash('sha256').update(attachment.content).digest('hex'),
              head: attachment.content.subarray(0, 8).toString('latin1'),
            })),
          };
          mails.push(mail);
          if (options.storeFile) appendFileSync(options.storeFile, JSON.stringify(mail) + '\n');
          options.onMail?.(mail);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...mails],
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
}
