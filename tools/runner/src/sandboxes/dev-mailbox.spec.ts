import express from 'express';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { mailboxRouter } from './mailbox-page.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '@tenant/server-kit/smtp-catcher';

describe(startSmtpCatcher.name, () => {
  const storeFile = join(mkdtempSync(join(tmpdir(), 'smtp-catcher-')), 'mailbox.jsonl');
  const logged: CaughtMail[] = [];
  let sut: SmtpCatcher;

  beforeAll(async () => {
    sut = await startSmtpCatcher({ port: 0, storeFile, onMail: (mail) => logged.push(mail) });
  });
  afterAll(() => sut.close());

  it('receives real SMTP mail, reports it and lists it on the dev mailbox', async () => {
    const transport = nodemailer.createTransport(sut.url);
    await transport.sendMail({ from: 'no-reply@example.com', to: 'maria@example.com', subject: 'Your code', text: 'Code: 123456' });
    transport.close();

    expect(logged).toEqual([expect.objectContaining({ to: ['maria@example.com'], subject: 'Your code', text: expect.stringContaining('123456') })]);

    const app = express().use(mailboxRouter(sut));
    const server: Server = app.listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const json = (await (await fetch(`${base}/dev/mailbox/messages.json`)).json()) as { messages: CaughtMail[] };
      expect(json.messages[0]).toEqual(expect.objectContaining({ subject: 'Your code' }));
      await expect((await fetch(`${base}/dev/mailbox`)).text()).resolves.toContain('Code: 123456');
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('keeps the mailbox between restarts', async () => {
    const again = await startSmtpCatcher({ port: 0, storeFile, onMail: () => {} });
    try {
      expect(again.messages().map((m) => m.subject)).toEqual(['Your code']);
    } finally {
      await again.close();
    }
  });
});
