import { Router } from 'express';
import type { SmtpCatcher } from '@tenant/server-kit/testing';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Dev mailbox: every mail the SMTP catcher received, newest first (HTML and JSON). */
export function mailboxRouter(catcher: SmtpCatcher): Router {
  const router = Router();
  router.get('/dev/mailbox/messages.json', (_req, res) => {
    res.json({ success: true, messages: catcher.messages().reverse() });
  });
  router.get('/dev/mailbox', (_req, res) => {
    const rows = catcher
      .messages()
      .reverse()
      .map(
        (m) => `<article><header><h2>${escapeHtml(m.subject || '(no subject)')}</h2>
<p>To ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · ${escapeHtml(m.receivedAt)}</p></header>
<pre>${escapeHtml(m.text)}</pre>${m.attachments.length ? `<p>Attached: ${m.attachments.map((a) => escapeHtml(`${a.filename ?? '(unnamed)'} (${a.contentType}, ${a.size} bytes)`)).join(', ')}</p>` : ''}</article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>Mail caught by the local SMTP sandbox (${catcher.messages().length}).</p>${rows || '<p>No mail yet.</p>'}</body></html>`);
  });
  return router;
}
