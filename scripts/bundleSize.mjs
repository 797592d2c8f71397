// The bundle-size check (a step of `npm test`, after the build): from the standalone host's Vite
// manifest, the JavaScript a cold load of each page fetches (the entry's chunks, the page's, and
// the shell's for internal pages, by their static imports), gzip-compressed, against issue 15's
// targets. Third-party code is in the chunks named `vendor` and `lib~…`
// (examples/standalone/vite.config.ts names them so); the rest is console-kit's own.
// The check fails when a page exceeds a target, or a chunk comes without the compile hint. A part
// a page loads after it shows (its drag and drop, the hosted variant's parts) is a dynamic import
// and not counted: the page shows without it.
//   node scripts/bundleSize.mjs [--json file]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const TARGETS = {
  /** The sign-in route in total (React included), and console-kit's own part of it. */
  signInTotal: 100 * KB,
  signInOwn: 30 * KB,
  /** Any internal page in total. */
  pageTotal: 140 * KB,
  /** Any one chunk of console-kit's own. */
  ownChunk: 40 * KB,
  /** JavaScript requests of a cold page. */
  requests: 15,
};

const SIGN_IN_PAGES = new Set([
  'SignInPage',
  'CreatePasswordPage',
  'ForgotPasswordPage',
  'ResetPasswordPage',
]);
// Pages without the shell around them (a signed-out visitor's); every other page loads the shell.
const PUBLIC_PAGE =
  /pages\/(sign-in|create-password|forgot-password|reset-password|register|oauth-callback)\//;
const SHELL = /shell\/Shell\.js$/;
const isThirdParty = (name) => name === 'vendor' || name.startsWith('lib~');

/** Per page: the files of its cold load, their gzip bytes, and console-kit's own bytes. */
export function pageLoads(manifest, gzipBytes) {
  const closure = (key, into) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest names no entry.');
  const initial = closure(entry, new Set());
  const shell = Object.keys(manifest).find((key) => SHELL.test(key));
  const pages = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && /Page$/.test(manifest[key].name ?? ''),
  );
  return pages.map((key) => {
    const loaded = closure(key, new Set(initial));
    if (shell && !PUBLIC_PAGE.test(key)) closure(shell, loaded);
    const files = [...loaded].map((k) => manifest[k]);
    const bytes = files.map((file) => ({ name: file.name ?? '', size: gzipBytes(file.file) }));
    return {
      page: manifest[key].name,
      requests: files.length,
      total: bytes.reduce((sum, file) => sum + file.size, 0),
      own: bytes.filter((f) => !isThirdParty(f.name)).reduce((sum, f) => sum + f.size, 0),
      largestOwn: Math.max(...bytes.filter((f) => !isThirdParty(f.name)).map((f) => f.size)),
    };
  });
}

/** V8's explicit compile hint (examples/standalone/vite.config.ts puts it first in every chunk):
 *  the browser compiles the chunk's functions as it streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The build's JavaScript files that do not start with the compile hint. */
export function withoutCompileHint(manifest, textOf) {
  const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return [...files].filter(
    (file) => file.endsWith('.js') && !textOf(file).startsWith(COMPILE_HINT),
  );
}

/** The limits a page's figures exceed, as sentences. */
export function exceeded(load, limits) {
  const signIn = SIGN_IN_PAGES.has(load.page);
  const checks = [
    ['in total', load.total, signIn ? limits.signInTotal : limits.pageTotal],
    ...(signIn ? [["of console-kit's own", load.own, limits.signInOwn]] : []),
    ['in its largest console-kit chunk', load.largestOwn, limits.ownChunk],
  ];
  const over = checks
    .filter(([, value, limit]) => value > limit)
    .map(([what, value, limit]) => `${kb(value)} ${what} (limit ${kb(limit)})`);
  if (load.requests > limits.requests) {
    over.push(`${load.requests} requests (limit ${limits.requests})`);
  }
  return over;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const dist =
    process.env.BUNDLE_DIST ??
    join(dirname(fileURLToPath(import.meta.url)), '../examples/standalone/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const loads = pageLoads(manifest, gzipBytes).sort((a, b) => b.total - a.total);
  const failing = [];
  console.log(
    'JavaScript of a cold load, gzip: total / console-kit own / largest own chunk / requests',
  );
  for (const load of loads) {
    const over = exceeded(load, TARGETS);
    if (over.length) failing.push(`${load.page}: ${over.join('; ')}`);
    const figures = `${kb(load.total)} / ${kb(load.own)} / ${kb(load.largestOwn)} / ${load.requests}`;
    console.log(
      `  ${load.page.padEnd(24)} ${figures}${over.length ? `  over target: ${over.join('; ')}` : ''}`,
    );
  }
  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0) {
    writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ TARGETS, loads }, null, 2));
  }
  console.log(`${loads.length - failing.length} of ${loads.length} pages within every target.`);
  const unhinted = withoutCompileHint(manifest, (file) => readFileSync(join(dist, file), 'utf8'));
  if (unhinted.length) failing.push(`Without the compile hint first: ${unhinted.join(', ')}`);
  if (failing.length) {
    console.error(`Failed:\n  ${failing.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
