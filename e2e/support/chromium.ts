import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The journeys' browser: Debian's headless build of Chromium (package chromium-headless-shell, the same
 * source and version as `chromium`), never a browser download. It is what Playwright itself runs headless
 * tests in: the same Blink and V8 without the desktop browser around them. The full `chromium` in
 * headless mode cost the run a third more CPU (measured on four journey files, product included: 226
 * against 146 CPU-seconds, 128 against 91 s), and the run is bound by CPU on two cores.
 * E2E_CHROMIUM_PATH=/usr/bin/chromium runs the journeys in the full browser.
 */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags that keep Chromium off the (closed) network and working as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Debian packages the product and its tests need, by a file each installs: the journeys' browser,
 * Chromium (the report service's PDF printer, CHROMIUM_PATH), the fonts the PDFs are set in, and poppler (the
 * tests read the PDFs' text and render their pages to find the QR code).
 */
const DEBIAN_PACKAGES: Record<string, string> = {
  'chromium-headless-shell': CHROMIUM_PATH,
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  'fonts-noto-core': '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  'poppler-utils': '/usr/bin/pdftotext',
};

/** Installs the missing ones with apt (the machine runs as root); never a browser download. */
export function ensureChromium(): void {
  const missing = Object.entries(DEBIAN_PACKAGES)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (!missing.length) return;
  console.log(`[e2e] installing Debian ${missing.join(', ')}`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}
