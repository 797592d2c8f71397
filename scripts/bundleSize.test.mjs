import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, exceeded, pageLoads, TARGETS, withoutCompileHint } from './bundleSize.mjs';

// A manifest of the shape Vite writes: the entry, two pages, the shell and shared chunks.
const manifest = {
  'index.html': {
    file: 'index.js',
    name: 'index',
    isEntry: true,
    imports: ['_vendor', '_console'],
  },
  _vendor: { file: 'vendor.js', name: 'vendor' },
  _console: { file: 'console.js', name: 'console' },
  '_lib~xstate': { file: 'xstate.js', name: 'lib~xstate' },
  _form: { file: 'form.js', name: 'form', imports: ['_console'] },
  'dist/pages/sign-in/SignInPage.js': {
    file: 'SignInPage.js',
    name: 'SignInPage',
    isDynamicEntry: true,
    imports: ['_form'],
  },
  'dist/pages/lcr/LcrEditPage.js': {
    file: 'LcrEditPage.js',
    name: 'LcrEditPage',
    isDynamicEntry: true,
    imports: ['_form', '_lib~xstate'],
  },
  'dist/shell/Shell.js': { file: 'Shell.js', name: 'Shell', isDynamicEntry: true },
};
const sizes = { 'vendor.js': 80, 'xstate.js': 12, 'index.js': 1, 'console.js': 20, 'form.js': 4 };

describe('pageLoads', () => {
  it("counts a page's cold load: the entry's chunks, its own, and the shell's if internal", () => {
    const loads = pageLoads(manifest, (file) => (sizes[file] ?? 2) * 1024);
    expect(loads).toEqual([
      { page: 'SignInPage', requests: 5, total: 107 * 1024, own: 27 * 1024, largestOwn: 20 * 1024 },
      {
        page: 'LcrEditPage',
        requests: 7,
        total: 121 * 1024,
        own: 29 * 1024,
        largestOwn: 20 * 1024,
      },
    ]);
  });

  it('says which limits a page exceeds', () => {
    const [signIn, lcr] = pageLoads(manifest, (file) => (sizes[file] ?? 2) * 1024);
    expect(exceeded(signIn, TARGETS)).toEqual(['107.0 KB in total (limit 100.0 KB)']);
    expect(exceeded(lcr, TARGETS)).toEqual([]);
    expect(exceeded(lcr, { ...TARGETS, requests: 6, ownChunk: 10 * 1024 })).toEqual([
      '20.0 KB in its largest console-kit chunk (limit 10.0 KB)',
      '7 requests (limit 6)',
    ]);
  });
});

describe('withoutCompileHint', () => {
  it('names the chunks that do not start with the compile hint, each once', () => {
    const texts = { 'vendor.js': `${COMPILE_HINT}\nimport{a}from"./console.js";` };
    const textOf = (file) => texts[file] ?? `import{b}from"./vendor.js";\n${COMPILE_HINT}`;
    expect(withoutCompileHint(manifest, textOf).sort()).toEqual(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file !== 'vendor.js')
        .sort(),
    );
    expect(withoutCompileHint(manifest, () => `${COMPILE_HINT}\n`)).toEqual([]);
  });
});
