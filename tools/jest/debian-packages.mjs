// Debian packages the tests need from the machine (never a download from elsewhere): installed with
// apt when missing, as the e2e set-up does for chromium. The machine runs as root.
import { execSync, spawnSync } from 'node:child_process';

/**
 * fonts-ocr-b: the MRZ typeface of the generated passports and ID cards (tools/documents); chromium and
 * the fonts the report PDF is printed with (services/report/src/pdf); poppler-utils: pdftotext, which
 * the PDF tests read it with.
 */
export const TEST_DEBIAN_PACKAGES = ['fonts-ocr-b', 'chromium', 'fonts-noto-core', 'fonts-dejavu-core', 'poppler-utils'];

const installed = (name) => spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout?.includes('install ok installed');

export function ensureDebianPackages(names = TEST_DEBIAN_PACKAGES) {
  const missing = names.filter((name) => !installed(name));
  if (!missing.length) return;
  console.log(`[tests] installing Debian ${missing.join(', ')}`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
}
