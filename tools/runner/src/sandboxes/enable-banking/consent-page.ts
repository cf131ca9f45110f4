import type { SandboxAccount, SandboxBank } from './sandbox-accounts.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem}fieldset{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}
label{display:block;margin:.5rem 0}input[type=text]{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.6rem 1.2rem;margin:1rem .5rem 0 0;border-radius:.4rem;border:1px solid #333;cursor:pointer}
.note{color:#555}.error{color:#b00020}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/** The accounts offered before the holder is known: their kinds (the IBANs are made for the holder on approval). */
const ACCOUNT_KINDS: Record<SandboxBank['country'], string[]> = {
  IT: ['Conto corrente', 'Conto deposito'],
  DE: ['Girokonto', 'Tagesgeld'],
};
const DEFAULT_HOLDER: Record<SandboxBank['country'], string> = { IT: 'Mario Rossi', DE: 'Jonas Weber' };

/** The bank's login and consent in one page: log in as the holder, pick accounts, approve, reject or let it expire. */
export const consentPage = (authorization: { id: string; bank: SandboxBank; accounts: SandboxAccount[] }, error?: string) => {
  const kinds = ACCOUNT_KINDS[authorization.bank.country];
  const accounts = kinds.map((kind, index) => `<label><input type="checkbox" name="accounts" value="${index}" checked> ${escapeHtml(kind)}</label>`).join('');
  return page(
    `${authorization.bank.name} (sandbox)`,
    `<p class="note">Sandbox of the bank-data provider: no real bank is contacted.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(authorization.id)}">
<label>Account holder (log in as) <input type="text" name="holder" value="${escapeHtml(DEFAULT_HOLDER[authorization.bank.country])}" autocomplete="off"></label>
<fieldset><legend>Accounts to share</legend>${accounts}</fieldset>
<p>Share balances and six months of transactions of these accounts with the tenant-screening service.</p>
<button type="submit" name="decision" value="approve">Approve</button><button type="submit" name="decision" value="reject">Reject</button><button type="submit" name="decision" value="expire">Let it expire</button>
</form>`,
  );
};

export const decisionPage = (outcome: 'unknown') => page(outcome === 'unknown' ? 'Consent not found' : 'Consent', '<p>This consent link is not valid any more.</p>');
