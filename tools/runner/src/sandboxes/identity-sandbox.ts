import { randomUUID } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';

export interface IdentitySandboxOptions {
  apiKey: string;
  /** where the applicant's browser reaches the sandbox page (the product's public URL + mount path) */
  publicBaseUrl: string;
}

type IdentState = 'CREATED' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILED' | 'ABORTED';

interface SandboxIdent {
  ident_id: string;
  ident_url: string;
  transaction_reference: string;
  state: IdentState;
  method: string | null;
  completed_at: string | null;
  person: { first_name: string; last_name: string; email: string };
}

/** The methods the sandbox page offers, as the provider names them. */
export const SANDBOX_METHODS = [
  { value: 'WEBID', label: 'WebID video identification' },
  { value: 'PSD2', label: 'Bank connection (PSD2)' },
  { value: 'PHOTO_ID', label: 'Photo ID' },
  { value: 'BANK_ID', label: 'Bank ID' },
] as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}fieldset{border:1px solid #ccc;border-radius:.5rem;padding:1rem}
label{display:block;margin:.4rem 0}button{font:inherit;padding:.6rem 1.2rem;margin:1rem .5rem 0 0;border-radius:.4rem;border:1px solid #333;cursor:pointer}
.note{color:#555}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * A WebID-style identity provider sandbox: `POST /api/v1/idents` (x-api-key) creates an ident and
 * returns the page where the applicant identifies; `GET /api/v1/idents/{id}` reports its state. The
 * page lets a tester pick the method and approve or reject. Idents live in memory.
 */
export function identitySandboxRouter(options: IdentitySandboxOptions): Router {
  const idents = new Map<string, SandboxIdent>();
  const router = Router();
  router.use(express.json({ limit: '16kb' }), express.urlencoded({ extended: false, limit: '16kb' }));

  const requireKey = (req: Request, res: Response): boolean => {
    if (req.get('x-api-key') === options.apiKey) return true;
    res.status(401).json({ error: 'unauthorized', message: 'invalid API key' });
    return false;
  };

  router.post('/api/v1/idents', (req, res) => {
    if (!requireKey(req, res)) return;
    const { transaction_reference: reference, person } = (req.body ?? {}) as { transaction_reference?: string; person?: SandboxIdent['person'] };
    if (!reference || !person?.email) {
      res.status(400).json({ error: 'invalid_request', message: 'transaction_reference and person are required' });
      return;
    }
    const id = randomUUID();
    const ident: SandboxIdent = {
      ident_id: id,
      ident_url: `${options.publicBaseUrl.replace(/\/+$/, '')}/ident/${id}`,
      transaction_reference: reference,
      state: 'CREATED',
      method: null,
      completed_at: null,
      person,
    };
    idents.set(id, ident);
    res.status(201).json(ident);
  });

  router.get('/api/v1/idents/:id', (req, res) => {
    if (!requireKey(req, res)) return;
    const ident = idents.get(req.params.id);
    if (!ident) {
      res.status(404).json({ error: 'not_found' });
      return;
    }
    res.json(ident);
  });

  router.get('/ident/:id', (req, res) => {
    const ident = idents.get(req.params.id);
    if (!ident) {
      res.status(404).type('html').send(page('Identification not found', '<p>This identification link is not valid.</p>'));
      return;
    }
    if (ident.state === 'CREATED') ident.state = 'IN_PROGRESS';
    const done = ident.state === 'SUCCESS' || ident.state === 'FAILED' || ident.state === 'ABORTED';
    const name = `${ident.person.first_name} ${ident.person.last_name}`;
    const methods = SANDBOX_METHODS.map(
      (m, i) => `<label><input type="radio" name="method" value="${m.value}"${i === 0 ? ' checked' : ''}> ${escapeHtml(m.label)}</label>`,
    ).join('');
    res.type('html').send(
      page(
        'Identity verification (sandbox)',
        done
          ? `<p>This identification is finished: ${escapeHtml(ident.state)}.</p>`
          : `<p class="note">Sandbox of the identity provider: no real identification happens.</p>
<p>Identifying <strong>${escapeHtml(name)}</strong> (${escapeHtml(ident.person.email)}).</p>
<form method="post" action="${escapeHtml(ident.ident_id)}/decision"><fieldset><legend>Method</legend>${methods}</fieldset>
<button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="reject">Reject</button></form>`,
      ),
    );
  });

  router.post('/ident/:id/decision', (req, res) => {
    const ident = idents.get(req.params.id);
    const { decision, method } = (req.body ?? {}) as { decision?: string; method?: string };
    if (!ident || (decision !== 'approve' && decision !== 'reject')) {
      res.status(400).type('html').send(page('Identification not possible', '<p>Unknown identification or decision.</p>'));
      return;
    }
    ident.state = decision === 'approve' ? 'SUCCESS' : 'FAILED';
    ident.method = SANDBOX_METHODS.some((m) => m.value === method) ? (method as string) : 'WEBID';
    ident.completed_at = new Date().toISOString();
    res
      .type('html')
      .send(
        page(
          decision === 'approve' ? 'Identification approved' : 'Identification rejected',
          '<p>You can close this tab and return to your application.</p>',
        ),
      );
  });

  return router;
}
