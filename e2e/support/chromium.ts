import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: never a browser download. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
 * Debian packages the product and its tests need, by a file each installs: Chromium (the browser of
 * the tests and the report service's PDF printer), the fonts the PDFs are set in, and poppler (the
 * tests read the PDFs' text and render their pages to find the QR code).
 */
const DEBIAN_PACKAGES: Record<string, string> = {
  chromium: CHROMIUM_PATH,
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
