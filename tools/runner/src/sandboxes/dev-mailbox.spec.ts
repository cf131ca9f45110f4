import express from 'express';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { mailboxRouter } from './mailbox-page.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '@tenant/server-kit/testing';

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

  it('records what is attached (name, type, size, digest and first bytes) and lists it', async () => {
    const transport = nodemailer.createTransport(sut.url);
    const pdf = Buffer.from('%PDF-1.7\n% a tiny stand-in\n');
    await transport.sendMail({ from: 'no-reply@example.com', to: 'anna@example.de', subject: 'Ihr Bericht', text: 'Im Anhang.', attachments: [{ filename: 'bericht.pdf', content: pdf, contentType: 'application/pdf' }] });
    transport.close();

    expect(logged.at(-1)?.attachments).toEqual([
      { filename: 'bericht.pdf', contentType: 'application/pdf', size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), head: '%PDF-1.7' },
    ]);
    const app = express().use(mailboxRouter(sut));
    const server: Server = app.listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await expect((await fetch(`${base}/dev/mailbox`)).text()).resolves.toContain(`Attached: bericht.pdf (application/pdf, ${pdf.length} bytes)`);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('keeps the mailbox between restarts', async () => {
    const again = await startSmtpCatcher({ port: 0, storeFile, onMail: () => {} });
    try {
      expect(again.messages().map((m) => m.subject)).toEqual(['Your code', 'Ihr Bericht']);
    } finally {
      await again.close();
    }
  });
});
