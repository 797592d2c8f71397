import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = dirname(fileURLToPath(import.meta.url));
// Value imports (not `import type`), static or dynamic, with what they name.
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:\{([^}]*)\}\s+from\s+|[\w*\s]+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The packages a module and everything it runs import, each with the names it takes. */
function packagesOf(
  file: string,
  seen = new Set<string>(),
  found = new Map<string, Set<string>>(),
) {
  if (seen.has(file)) return found;
  seen.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3] ?? '';
    if (specifier.startsWith('.')) {
      packagesOf(resolve(dirname(file), specifier), seen, found);
      continue;
    }
    const names = (match[1] ?? '*')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    found.set(specifier, new Set([...(found.get(specifier) ?? []), ...names]));
  }
  return found;
}

describe('console-kit/first-request', () => {
  it("runs nothing of React's: a host puts it in its HTML, small, before the console's code", () => {
    const packages = packagesOf(join(SOURCE, 'firstRequest.ts'));
    // The query cache's package has no side effects: a bundler keeps only `queryOptions`.
    expect(Object.fromEntries([...packages].map(([name, names]) => [name, [...names]]))).toEqual({
      '@tanstack/react-query': ['queryOptions'],
    });
  });
});
