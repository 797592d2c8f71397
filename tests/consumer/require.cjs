// A CommonJS consumer (a Jest setup, an older server tool): every entry point in the package's
// exports resolves through require(), and the package loads (Node >= 20.19 require()s ES modules).
/* eslint-disable @typescript-eslint/no-require-imports -- the CommonJS consumer is the point */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const manifest = JSON.parse(
  readFileSync(join(__dirname, 'node_modules/console-kit/package.json'), 'utf8'),
);
const failed = [];
for (const subpath of Object.keys(manifest.exports ?? { '.': null })) {
  const entry = join('console-kit', subpath);
  try {
    require.resolve(entry);
  } catch (error) {
    failed.push(`require.resolve('${entry}'): ${error.code ?? ''} ${error.message.split('\n')[0]}`);
  }
}
if (failed.length === 0) {
  const kit = require('console-kit');
  if (typeof kit.ConsoleProvider !== 'function')
    failed.push("require('console-kit') has no ConsoleProvider");
}
if (failed.length > 0) {
  console.error(failed.join('\n'));
  process.exit(1);
}
