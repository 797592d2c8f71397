import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkAll } from './typecheck.mjs';

const dir = mkdtempSync(join(tmpdir(), 'typecheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-file TypeScript project in the temporary folder. */
function project(name, source) {
  mkdirSync(join(dir, name));
  writeFileSync(join(dir, name, 'tsconfig.json'), JSON.stringify({ include: ['*.ts'] }));
  writeFileSync(join(dir, name, 'index.ts'), source);
  return name;
}

describe('npm run typecheck', () => {
  it('passes when every project does, and fails with the failing project named', async () => {
    const good = project('good', 'export const n: number = 1;\n');
    const bad = project('bad', "export const n: number = 'one';\n");
    expect(await checkAll([good], dir)).toBe(true);

    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkAll([good, bad], dir)).toBe(false);
    expect(printed).toHaveBeenCalledTimes(1);
    expect(printed.mock.calls[0][0]).toMatch(/^tsc -p bad failed:\n.*index\.ts.*TS2322/s);
    printed.mockRestore();
  }, 30_000);
});
