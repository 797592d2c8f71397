// The README's first lines: what someone on a fresh machine reads before anything else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
/** Up to the first section: what comes before the contents. */
const opening = readme.slice(0, readme.indexOf('\n## '));

describe("the README's first lines", () => {
  it('give two commands for a fresh machine: one starts the console, one runs every test', () => {
    const commands = /```sh\n([\s\S]*?)```/
      .exec(opening)?.[1]
      .trim()
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, ''));
    expect(commands).toEqual(['npm install && npm start', 'npm install && npm test']);
    expect(scripts.start).toBe('exec node scripts/start.mjs');
    expect(scripts.test).toBe('node scripts/test.mjs');
  });

  it('say what compiling better-sqlite3 from source needs, and how long installing takes', () => {
    const text = opening.replace(/\s+/g, ' ');
    expect(text).toMatch(
      /better-sqlite3 .*compiles SQLite from source, which needs python3, make and a C\+\+ compiler/,
    );
    expect(text).toMatch(/The first `npm install` takes minutes: [\d ]+min [\d ]+s/);
  });
});
