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
