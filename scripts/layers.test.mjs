import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importsBetweenPages, layerOf, upwardImports } from './layers.mjs';

const SOURCE = join(import.meta.dirname, '..', 'packages/console-kit/src');
const at = (path) => join(SOURCE, path);
/** Files as a test makes them up: path -> text. */
const reader = (files) => (file) => files[Object.keys(files).find((path) => at(path) === file)];

describe('the layering check', () => {
  it('places files by folder, the top of src/ being the root', () => {
    expect(layerOf(at('ui/Button.tsx'))).toBe('ui');
    expect(layerOf(at('index.ts'))).toBe('root');
  });

  it('finds an import that runs up a layer, type-only or not, and lets one down pass', () => {
    const files = {
      'data/useThing.ts': "import { Button } from '../ui/Button.tsx';\n",
      'lib/thing.ts': "import type { Session } from '../provider/context.ts';\n",
      'ui/Thing.tsx': "import { useThing } from '../data/useThing.ts';\n",
    };
    const found = upwardImports(Object.keys(files).map(at), reader(files));
    expect(found).toEqual([
      'data/useThing.ts -> ui/Button.tsx',
      'lib/thing.ts -> provider/context.ts',
    ]);
  });

  it('finds files that import each other, but not through a lazy import', () => {
    const files = {
      'routes/a.ts': "import { b } from './b.ts';\n",
      'routes/b.ts': "export { a } from './a.ts';\n",
      'routes/c.ts': "const page = () => import('./d.ts');\n",
      'routes/d.ts': "import { c } from './c.ts';\n",
    };
    expect(cycles(Object.keys(files).map(at), reader(files))).toEqual([
      ['routes/b.ts', 'routes/a.ts'],
    ]);
  });

  it("finds a page folder importing another's private file, but not a shared section", () => {
    const files = {
      'pages/sip-realm/Page.tsx':
        "import { useAccount } from '../accounts/useAccountData.ts';\nimport { LimitsFields } from '../limits/LimitsFields.tsx';\nimport { x } from './x.ts';\n",
      'pages/accounts/AccountEditPage.tsx':
        "import { PlanSummary } from '../subscription/PlanSummary.tsx';\n",
    };
    expect(importsBetweenPages(Object.keys(files).map(at), reader(files))).toEqual([
      'pages/sip-realm/Page.tsx -> pages/accounts/useAccountData.ts',
    ]);
  });
});
