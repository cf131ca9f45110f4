import { Component, lazy, StrictMode, Suspense, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPartnerModule, type PartnerDemoConfig } from './report-remote.js';
import { partnerCss } from './partner.css.js';

type Lang = 'it' | 'en' | 'de';

interface PageText {
  title: string;
  purpose: string;
  how: string;
  label: string;
  check: string;
  loading: string;
  failed: string;
  notPartnerTitle: string;
  notPartner: (origin: string, partnerUrl: string) => string;
}

// The partner's own page, in its own words (not the product's texts): what it is for, and why it cannot work when it cannot.
const PAGE_TEXT: Record<Lang, PageText> = {
  it: {
    title: 'Verifica del report inquilino',
    purpose:
      'Un candidato ti ha inviato il suo report finanziario di Tenant Screening? Qui verifichi che sia autentico, non modificato e ancora valido, e ne vedi il riepilogo verificato (fasce di reddito, identità, senza estratti conto).',
    how: 'Inquadra il codice QR stampato sul report o apri il link breve sotto di esso, poi incolla qui il link.',
    label: 'Link di verifica o token',
    check: 'Verifica',
    loading: 'Caricamento…',
    failed: 'Il servizio di verifica non è raggiungibile. Riprova tra qualche minuto.',
    notPartnerTitle: 'Questo indirizzo non è un sito partner',
    notPartner: (origin, partnerUrl) => `Il servizio di verifica risponde solo ai siti partner registrati, e ${origin} non è tra questi. Apri questa pagina da ${partnerUrl}, o chiedi di aggiungere ${origin} all'elenco dei partner (PARTNER_ORIGINS).`,
  },
  en: {
    title: 'Tenant report check',
    purpose:
      'Did an applicant send you their Tenant Screening financial report? Here you check that it is authentic, unchanged and still valid, and see its verified summary (income bands, identity, no bank statements).',
    how: 'Scan the QR code printed on the report or open the short link under it, then paste that link here.',
    label: 'Verification link or token',
    check: 'Check',
    loading: 'Loading…',
    failed: 'The verification service cannot be reached. Please try again in a few minutes.',
    notPartnerTitle: 'This address is not a partner site',
    notPartner: (origin, partnerUrl) => `The verification service answers registered partner sites only, and ${origin} is not one of them. Open this page at ${partnerUrl}, or ask for ${origin} to be added to the partner list (PARTNER_ORIGINS).`,
  },
  de: {
    title: 'Prüfung des Mieterberichts',
    purpose:
      'Hat Ihnen ein Bewerber seinen Finanzbericht von Tenant Screening geschickt? Hier prüfen Sie, ob er echt, unverändert und noch gültig ist, und sehen seine geprüfte Zusammenfassung (Einkommensspannen, Identität, keine Kontoauszüge).',
    how: 'Scannen Sie den QR-Code auf dem Bericht oder öffnen Sie den Kurzlink darunter und fügen Sie den Link hier ein.',
    label: 'Prüflink oder Token',
    check: 'Prüfen',
    loading: 'Wird geladen…',
    failed: 'Der Prüfdienst ist nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    notPartnerTitle: 'Diese Adresse ist keine Partnerseite',
    notPartner: (origin, partnerUrl) => `Der Prüfdienst antwortet nur registrierten Partnerseiten, und ${origin} gehört nicht dazu. Öffnen Sie diese Seite unter ${partnerUrl} oder lassen Sie ${origin} in die Partnerliste (PARTNER_ORIGINS) aufnehmen.`,
  },
};

/** The short link printed under a report's QR code: /api/v1/openapis/r/{22-character code}. */
const SHORT_LINK_PATH = /\/r\/([A-Za-z0-9_-]{22})\/?$/;

/**
 * The token a pasted link stands for: a verify link's `token`, or the short link printed on the PDF,
 * which the product resolves (GET short-code); anything else is taken as the token itself.
 */
const tokenOf = async (input: string, productUrl: string): Promise<string> => {
  const pasted = input.trim();
  let link: URL;
  try {
    link = new URL(pasted);
  } catch {
    return pasted;
  }
  const code = SHORT_LINK_PATH.exec(link.pathname)?.[1];
  if (link.searchParams.has('token') || !code) return link.searchParams.get('token') ?? pasted;
  const answer = await fetch(`${productUrl}/api/v1/openapis/short-code?code=${encodeURIComponent(code)}`).catch(() => null);
  const resolved = answer?.ok ? ((await answer.json()) as { token?: string }).token : undefined;
  // an unknown code stays as pasted, and the verification says it is not valid
  return resolved ?? pasted;
};

/** One error panel for the page, in the partner's style. */
const ErrorPanel = ({ title, children }: { title?: string; children: ReactNode }) => (
  <div className="partner-error" role="alert">
    {title && <h2>{title}</h2>}
    <p>{children}</p>
  </div>
);

/** The product's modules did not load (the remote or the API unreachable): said once, for both panels. */
class ModulesFailed extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPanel>{this.props.message}</ErrorPanel> : this.props.children;
  }
}

const Verification = ({ config, lang, token }: { config: PartnerDemoConfig; lang: Lang; token: string }) => {
  const text = PAGE_TEXT[lang];
  const [ReportVerification, ReportSummary] = useMemo(
    () => [lazy(async () => ({ default: await loadPartnerModule(config, 'reportVerification') })), lazy(async () => ({ default: await loadPartnerModule(config, 'reportSummary') }))],
    [config],
  );
  const apiBase = `${config.productUrl}/api`;
  return (
    <ModulesFailed key={token} message={text.failed}>
      <Suspense fallback={<p>{text.loading}</p>}>
        <div className="partner-panels">
          <div className="partner-panel" data-testid="partner-verification">
            <ReportVerification apiBase={apiBase} lang={lang} token={token} />
          </div>
          {/* the summary module shows nothing for a refused token: the panel then goes (partner.css) */}
          <div className="partner-panel partner-panel--card" data-testid="partner-summary">
            <ReportSummary apiBase={apiBase} lang={lang} token={token} />
          </div>
        </div>
      </Suspense>
    </ModulesFailed>
  );
};

const PartnerPage = ({ config, lang, initialToken }: { config: PartnerDemoConfig | null; lang: Lang; initialToken: string }) => {
  const text = PAGE_TEXT[lang];
  const [token, setToken] = useState(initialToken);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pasted = String(new FormData(event.currentTarget).get('link') ?? '');
    if (config) void tokenOf(pasted, config.productUrl).then(setToken);
  };
  return (
    <>
      <header className="partner-header">
        <span className="partner-logo" aria-hidden="true">
          CL
        </span>
        <span className="partner-name">Casa Lombarda Immobiliare</span>
      </header>
      <main className="partner-main">
        <h1>{text.title}</h1>
        <p className="partner-purpose">{text.purpose}</p>
        <p>{text.how}</p>
        <form className="partner-form" onSubmit={submit}>
          <label htmlFor="link">{text.label}</label>
          <input id="link" name="link" defaultValue={initialToken} />
          <button type="submit">{text.check}</button>
        </form>
        {!config ? (
          <ErrorPanel>{text.failed}</ErrorPanel>
        ) : !config.allowed ? (
          <ErrorPanel title={text.notPartnerTitle}>{text.notPartner(location.origin, config.partnerUrl)}</ErrorPanel>
        ) : (
          token && <Verification config={config} lang={lang} token={token} />
        )}
      </main>
    </>
  );
};

/** The partner site's own settings; null when even its own server does not answer. */
const partnerConfig = async (): Promise<PartnerDemoConfig | null> => {
  try {
    const answer = await fetch('/partner-config.json');
    return answer.ok ? ((await answer.json()) as PartnerDemoConfig) : null;
  } catch {
    return null;
  }
};

async function start() {
  const params = new URLSearchParams(location.search);
  const lang: Lang = (['it', 'en', 'de'] as const).find((l) => l === params.get('lang')) ?? 'it';
  document.documentElement.lang = lang;
  const style = document.createElement('style');
  style.textContent = partnerCss;
  document.head.appendChild(style);
  // The product's remote is loaded only once there is a token to check: without one the page explains itself.
  const config = await partnerConfig();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PartnerPage config={config} lang={lang} initialToken={params.get('token') ?? ''} />
    </StrictMode>,
  );
}

void start();
