// The layering check of console-kit's source (run by `npm run lint`): every import runs from a
// higher layer to a lower one (or within one layer), and no files import each other in a cycle.
// The layers are described in packages/console-kit/SOURCE.md. Tests may import anything.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages/console-kit/src');

/** Each folder's layer, lowest first; files at the top of src/ are the root. */
export const LAYERS = {
  messages: 0,
  api: 1,
  lib: 2,
  provider: 3,
  data: 4,
  session: 4,
  machines: 4,
  ui: 5,
  pages: 6,
  shell: 7,
  routes: 8,
  root: 9,
};

/** Upward imports allowed by name, each with its reason. Keep this list short. */
export const ALLOWED = {
  'provider/context.ts -> session/permissions.ts':
    "type only: the console's context carries the session's permissions",
  'provider/context.ts -> session/workKeeper.ts':
    "type only: the console's context carries the keeper of unsaved work",
  'api/speech.ts -> lib/speechVendors.ts':
    "type only: a credential's vendor columns are the vendor table's field names",
};

/** Page folders whose pieces other pages embed: a section of a form, shared as a whole. */
export const SHARED_SECTIONS = {
  limits: 'the limit fields of the account and provider forms',
  'api-keys': 'the API keys of the account and settings pages',
};

/** Other imports between page folders, allowed by name with their reason. Keep this list short. */
export const ALLOWED_BETWEEN_PAGES = {
  'pages/accounts/AccountEditPage.tsx -> pages/subscription/PlanSummary.tsx':
    "the hosted account page shows the plan's summary, the billing pages' own view of it",
};

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const isSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** The layer a file of src/ belongs to. */
export function layerOf(file) {
  const parts = relative(SOURCE, file).split(sep);
  return parts.length === 1 ? 'root' : parts[0];
}

/** A file's relative imports: the file imported, and whether only for types or only lazily. */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  return [...text.matchAll(IMPORT)].map((match) => ({
    target: resolve(dirname(file), match[3] ?? match[4]),
    typeOnly: Boolean(match[2]),
    lazy: Boolean(match[4]),
  }));
}

/** Every import that runs to a higher layer and is not allowed by name. */
export function upwardImports(files, read = (file) => readFileSync(file, 'utf8')) {
  const found = [];
  for (const file of files) {
    const from = layerOf(file);
    for (const { target } of importsOf(file, read(file))) {
      const to = layerOf(target);
      if (!(from in LAYERS) || !(to in LAYERS) || LAYERS[to] <= LAYERS[from]) continue;
      const name = `${relative(SOURCE, file)} -> ${relative(SOURCE, target)}`;
      if (!(name in ALLOWED)) found.push(name);
    }
  }
  return found;
}

/** Imports from one page folder into another's private files (not a shared section). */
export function importsBetweenPages(files, read = (file) => readFileSync(file, 'utf8')) {
  const pageOf = (file) => {
    const parts = relative(SOURCE, file).split(sep);
    return parts[0] === 'pages' ? parts[1] : null;
  };
  const found = [];
  for (const file of files) {
    const from = pageOf(file);
    if (!from) continue;
    for (const { target } of importsOf(file, read(file))) {
      const to = pageOf(target);
      if (!to || to === from || to in SHARED_SECTIONS) continue;
      const name = `${relative(SOURCE, file)} -> ${relative(SOURCE, target)}`;
      if (!(name in ALLOWED_BETWEEN_PAGES)) found.push(name);
    }
  }
  return found;
}

/** The groups of files that import each other in a circle (lazy imports do not count). */
export function cycles(files, read = (file) => readFileSync(file, 'utf8')) {
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file, read(file))
        .filter((i) => !i.lazy)
        .map((i) => i.target),
    ]),
  );
  // Tarjan's strongly connected components.
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (file) => {
    indexes.set(file, index);
    lows.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!indexes.has(next)) {
        visit(next);
        lows.set(file, Math.min(lows.get(file), lows.get(next)));
      } else if (onStack.has(next)) lows.set(file, Math.min(lows.get(file), indexes.get(next)));
    }
    if (lows.get(file) !== indexes.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(relative(SOURCE, member));
    } while (member !== file);
    if (group.length > 1) groups.push(group);
  };
  for (const file of edges.keys()) if (!indexes.has(file)) visit(file);
  return groups;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = sourceFiles(SOURCE);
  const upward = upwardImports(files);
  const circles = cycles(files);
  const between = importsBetweenPages(files);
  for (const name of upward) console.error(`upward import: ${name}`);
  for (const group of circles) console.error(`import cycle: ${group.join(' <-> ')}`);
  for (const name of between) console.error(`import between page folders: ${name}`);
  if (upward.length > 0 || circles.length > 0 || between.length > 0) {
    console.error('Layers: see packages/console-kit/SOURCE.md for the order.');
    process.exit(1);
  }
  console.log(
    `Layers: ${files.length} files, every import runs down, no cycles, pages share only sections.`,
  );
}
