import { lazy, StrictMode, Suspense, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPartnerModule, registerReportRemote, type PartnerDemoConfig } from './report-remote.js';
import { partnerCss } from './partner.css.js';

type Lang = 'it' | 'en' | 'de';

const PAGE_TEXT: Record<Lang, { title: string; intro: string; label: string; check: string; loading: string; failed: string }> = {
  it: {
    title: 'Verifica del report inquilino',
    intro: 'Incolla il link del codice QR che il candidato ti ha inviato.',
    label: 'Link di verifica o token',
    check: 'Verifica',
    loading: 'Caricamento…',
    failed: 'Il servizio di verifica non è raggiungibile.',
  },
  en: {
    title: 'Tenant report check',
    intro: 'Paste the QR code link the applicant sent you.',
    label: 'Verification link or token',
    check: 'Check',
    loading: 'Loading…',
    failed: 'The verification service cannot be reached.',
  },
  de: {
    title: 'Prüfung des Mieterberichts',
    intro: 'Fügen Sie den Link des QR-Codes ein, den Ihnen der Bewerber geschickt hat.',
    label: 'Prüflink oder Token',
    check: 'Prüfen',
    loading: 'Wird geladen…',
    failed: 'Der Prüfdienst ist nicht erreichbar.',
  },
};

const tokenOf = (input: string): string => {
  try {
    return new URL(input).searchParams.get('token') ?? input.trim();
  } catch {
    return input.trim();
  }
};

const ReportVerification = lazy(async () => ({ default: await loadPartnerModule('reportVerification') }));
const ReportSummary = lazy(async () => ({ default: await loadPartnerModule('reportSummary') }));

const PartnerPage = ({ config, lang, initialToken }: { config: PartnerDemoConfig; lang: Lang; initialToken: string }) => {
  const text = PAGE_TEXT[lang];
  const [token, setToken] = useState(initialToken);
  const apiBase = `${config.productUrl}/api`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setToken(tokenOf(String(new FormData(event.currentTarget).get('link') ?? '')));
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
        <p>{text.intro}</p>
        <form className="partner-form" onSubmit={submit}>
          <label htmlFor="link">{text.label}</label>
          <input id="link" name="link" defaultValue={initialToken} />
          <button type="submit">{text.check}</button>
        </form>
        {token && (
          <Suspense fallback={<p>{text.loading}</p>}>
            <div className="partner-panels">
              <div className="partner-panel" data-testid="partner-verification">
                <ReportVerification key={`v-${token}`} apiBase={apiBase} lang={lang} token={token} />
              </div>
              <div className="partner-panel" data-testid="partner-summary">
                <ReportSummary key={`s-${token}`} apiBase={apiBase} lang={lang} token={token} />
              </div>
            </div>
          </Suspense>
        )}
      </main>
    </>
  );
};

async function start() {
  const params = new URLSearchParams(location.search);
  const lang: Lang = (['it', 'en', 'de'] as const).find((l) => l === params.get('lang')) ?? 'it';
  document.documentElement.lang = lang;
  const style = document.createElement('style');
  style.textContent = partnerCss;
  document.head.appendChild(style);
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = (await (await fetch('/partner-config.json')).json()) as PartnerDemoConfig;
    await registerReportRemote(config);
    root.render(
      <StrictMode>
        <PartnerPage config={config} lang={lang} initialToken={params.get('token') ?? ''} />
      </StrictMode>,
    );
  } catch {
    root.render(<p role="alert">{PAGE_TEXT[lang].failed}</p>);
  }
}

void start();
