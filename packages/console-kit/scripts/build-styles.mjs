// Compiles the console's stylesheet to dist/styles.css: Tailwind utilities prefixed `ck:`, unlayered
// (a host's unlayered CSS would beat any layered rule) and scoped under `.ck-root`, with no global reset.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(pkg, 'dist/styles.css');
try {
  execFileSync('tailwindcss', ['-i', 'src/styles/console.css', '-o', out, '--minify'], {
    cwd: pkg,
    stdio: 'pipe',
  });
} catch (error) {
  process.stderr.write(error.stderr ?? String(error));
  process.exit(1);
}
// Tailwind writes its theme variables on :root, and the defaults of its own variables (for
// browsers without @property) on every element: keep both on the console's own elements.
const css = readFileSync(out, 'utf8')
  .replaceAll(':root,:host{', '.ck-root{')
  .replaceAll(
    '*,:before,:after,::backdrop{',
    '.ck-root,.ck-root *,.ck-root :before,.ck-root :after,.ck-root ::backdrop{',
  );
const globalRule =
  /(^|[};{])\s*(:root|:host|html|body|\*|:before|:after|button|a|input|h1|table)\s*[{,]/;
if (globalRule.test(css)) throw new Error('styles.css would style the host page');
writeFileSync(out, css);
// `import 'console-kit/styles.css'` type-checks without a bundler's types.
writeFileSync(join(pkg, 'dist/styles.css.d.ts'), 'export {};\n');
