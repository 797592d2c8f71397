// Finds a Chromium for the end-to-end tests, or installs Debian's when none is there and this
// machine can (root with apt-get). Playwright never downloads a browser in this project.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The switches every Chromium of the tests and benchmarks runs with: headless, no sandbox (a
 *  container's root), no GPU, none of the browser's own network traffic (updates, sync), and none
 *  of its own pages made for each new window: Chromium 156 loads two pages of the address bar's
 *  suggestions (chrome://omnibox-popup.top-chrome/, two renderers' work) for every new browser
 *  context, which competed with the page under test on a 2-core machine and made every cold load
 *  of the benchmarks and every end-to-end test's first page longer. A user's browser opening the
 *  console in a tab has them already. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export function findChromium() {
  return CANDIDATES.find(executable) ?? null;
}

function install() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'No Chromium found. Install one (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  console.log("No Chromium found: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

/** The path of a Chromium, installing Debian's package first if there is none. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  install();
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but cannot be found.');
  return installed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureChromium());
}
