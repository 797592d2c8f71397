// Every type a host meets in console-kit's public API has a name it can import: the bundled
// declarations (dist/*.d.ts) hold only what the entry points reach, so each interface, type or
// class declared there must be exported by an entry point. Run after the build.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRIES = ['index.d.ts', 'testing.d.ts', 'react-router.d.ts', 'first-request.d.ts'];
const DECLARATION = /^(?:export )?(?:declare )?(?:interface|type|class|enum)\s+(\w+)/gm;
const EXPORT_LIST = /export\s*(?:type\s*)?\{([^}]*)\}/g;
const EXPORT_DECLARATION = /^export (?:declare )?(?:interface|type|class|function|const)\s+(\w+)/gm;

/** The names declared in the bundled declarations that no entry point exports. */
export function unnamedTypes(dist) {
  const declared = new Map();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.d.ts'))) {
    const text = readFileSync(join(dist, file), 'utf8');
    for (const [, name] of text.matchAll(DECLARATION)) declared.set(name, file);
  }
  const exported = new Set();
  for (const entry of ENTRIES) {
    const text = readFileSync(join(dist, entry), 'utf8');
    for (const [, list] of text.matchAll(EXPORT_LIST))
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop();
        if (name) exported.add(name);
      }
    for (const [, name] of text.matchAll(EXPORT_DECLARATION)) exported.add(name);
  }
  return [...declared]
    .filter(([name]) => !exported.has(name))
    .map(([name, file]) => `${name} (${file})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages/console-kit/dist');
  const missing = unnamedTypes(dist);
  if (missing.length) {
    console.error(`Public types without an exported name (export them from src/index.ts):`);
    for (const line of missing) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('Public types: every declared type has an exported name.');
}
