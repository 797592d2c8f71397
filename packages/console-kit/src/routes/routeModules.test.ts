import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeModules } from './routeModules.ts';

describe('routeModules', () => {
  it("names an internal page's module, its first query's and the shell's", () => {
    expect(routeModules('/internal/carriers')).toEqual([
      'CarrierListPage',
      'carrierListQuery',
      'Shell',
    ]);
    expect(routeModules('/internal/accounts/AC1/edit')).toEqual(['AccountEditPage', 'Shell']);
    expect(routeModules('/internal/accounts/AC1/subscription')).toEqual([
      'SubscriptionPage',
      'Shell',
    ]);
  });

  it('names only the page on a page without the shell, and nothing off the route table', () => {
    expect(routeModules('/')).toEqual(['SignInPage']);
    expect(routeModules('/reset-password/abc')).toEqual(['ResetPasswordPage']);
    expect(routeModules('/no/such/page')).toEqual([]);
  });

  // A host finds a module's chunk by its name: each name must be its file's.
  it("names every lazily loaded module by its file's name", () => {
    const sources = [
      'routeTable.tsx',
      'billingRoutes.tsx',
      'singlePages.tsx',
      'lazyPage.ts',
      '../ui/lazyComponent.ts',
    ].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));
    const declared = sources.flatMap((source) => [
      ...source.matchAll(
        /lazyComponent(?:<[^(]*>)?\(\s*'(\w+)',\s*\(\) =>\s*import\('[^']*\/(\w+)\.tsx'\)/g,
      ),
    ]);
    expect(declared.length).toBeGreaterThan(40);
    for (const [, name, file] of declared) expect(name).toBe(file);
    const calls = sources.join('\n').match(/lazyComponent(?:<[^(]*>)?\(/g) ?? [];
    // Every call but the function's own declaration was read above.
    expect(declared.length).toBe(calls.length - 1);
    const firstQueries = readFileSync(new URL('firstQueries.ts', import.meta.url), 'utf8');
    const queries = [
      ...firstQueries.matchAll(
        /routeQuery\(\s*'(\w+)',\s*\(\) =>\s*import\('[^']*\/(\w+)\.ts'\),?\s*\)/g,
      ),
    ];
    expect(queries.length).toBe(firstQueries.match(/routeQuery\(/g)?.length);
    expect(queries.length).toBe(7);
    for (const [, name, file] of queries) expect(name).toBe(file);
  });
});
