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

/** Installs the Debian chromium package when it is missing (the machine runs as root). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('[e2e] installing Debian chromium');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
