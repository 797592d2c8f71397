import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildState, inputsHash, recordBuild } from './buildInputs.mjs';

let root;
const write = (path, text = path) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** A repository as a build leaves it: sources, dependencies, outputs and the record. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  write('package-lock.json');
  write('packages/console-kit/src/index.ts');
  write('examples/standalone/src/main.tsx');
  for (const output of BUILD_OUTPUTS) write(`${output}/index.js`);
  recordBuild(root, inputsHash(root));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start must build', () => {
  it('not when nothing changed since the recorded build', () => {
    expect(buildState(root)).toBe('current');
  });

  it('when a source, a new file or the lock file changed', () => {
    for (const change of [
      () => write('packages/console-kit/src/index.ts', 'edited'),
      () => write('examples/embed-in-portal/src/new.ts'),
      () => write('package-lock.json', '{"lockfileVersion": 3}'),
    ]) {
      change();
      expect(buildState(root)).toBe('stale');
      recordBuild(root, inputsHash(root));
    }
  });

  it('when a file is renamed, though no content changed', () => {
    rmSync(join(root, 'examples/standalone/src/main.tsx'));
    write('examples/standalone/src/app.tsx', 'examples/standalone/src/main.tsx');
    expect(buildState(root)).toBe('stale');
  });

  it('not for what a build does not read: tests, outputs, installed packages', () => {
    write('packages/console-kit/src/index.test.ts');
    write('packages/console-kit/dist/extra.js');
    write('packages/console-kit/node_modules/x/index.js');
    write('README.md');
    expect(buildState(root)).toBe('current');
  });

  it('always when an output is missing, or no build was ever recorded', () => {
    rmSync(join(root, 'examples/embed-in-portal/dist'), { recursive: true });
    expect(buildState(root)).toBe('missing');
    write('examples/embed-in-portal/dist/index.js');
    rmSync(join(root, '.cache'), { recursive: true });
    expect(buildState(root)).toBe('stale');
  });

  it('hashes the same tree the same way, whatever order the folders are read in', () => {
    const first = inputsHash(root);
    write('examples/standalone/src/a.ts');
    expect(inputsHash(root)).not.toBe(first);
    rmSync(join(root, 'examples/standalone/src/a.ts'));
    expect(inputsHash(root)).toBe(first);
  });
});
