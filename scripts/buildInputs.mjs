// What `npm run build` is made from, as one hash: recorded after a successful build, so that
// `npm start` builds again only when a source, a configuration or a dependency has changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Files and folders (walked) under the repository root that a build reads. */
export const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tailwind.config.ts',
  'packages/console-kit',
  'examples/standalone',
  'examples/embed-in-portal',
];

/** What a build writes: missing, it is built whatever the hash says. */
export const BUILD_OUTPUTS = [
  'packages/console-kit/dist',
  'examples/standalone/dist',
  'examples/embed-in-portal/dist',
];

const STAMP = '.cache/build-inputs.sha256';
const NOT_READ = new Set(['node_modules', 'dist', '.cache', 'coverage']);
/** Tests are never read by a build: changing one does not make it stale. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !NOT_READ.has(name) && !TEST_FILE.test(name))
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of every input file's path and content. */
export function inputsHash(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash
      .update(`${relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  }
  return hash.digest('hex');
}

/** 'missing' (an output is not there), 'stale' (built from other inputs) or 'current'. */
export function buildState(root) {
  if (!BUILD_OUTPUTS.every((output) => existsSync(join(root, output)))) return 'missing';
  const stamp = join(root, STAMP);
  const current = existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash(root);
  return current ? 'current' : 'stale';
}

/** Records `hash` (taken before the build began) as what the outputs were built from. */
export function recordBuild(root, hash) {
  mkdirSync(dirname(join(root, STAMP)), { recursive: true });
  writeFileSync(join(root, STAMP), hash);
}
