import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unnamedTypes } from './publicTypes.mjs';

describe('unnamedTypes', () => {
  it('names the declared types no entry point exports', () => {
    const dist = mkdtempSync(join(tmpdir(), 'public-types-'));
    writeFileSync(
      join(dist, 'index.d.ts'),
      'interface Call { sid: string }\ninterface Hidden { x: 1 }\ndeclare function f(): Hidden;\nexport { type Call, f };\n',
    );
    writeFileSync(
      join(dist, 'chunk-A.d.ts'),
      'interface Carrier { a: 1 }\nexport { Carrier as C };\n',
    );
    writeFileSync(join(dist, 'testing.d.ts'), 'export interface TestConsoleOptions { a: 1 }\n');
    writeFileSync(
      join(dist, 'react-router.d.ts'),
      "export { C as Carrier } from './chunk-A.js';\n",
    );
    writeFileSync(
      join(dist, 'first-request.d.ts'),
      'interface FirstRequestOptions { apiBase: string }\nexport { type FirstRequestOptions };\n',
    );
    expect(unnamedTypes(dist)).toEqual(['Hidden (index.d.ts)']);
  });
});
