// The message-area check of console-kit's source (run by `npm run lint`). The English messages
// come in areas (src/messages/*.ts); the shell's own (core.ts) are always there, a page area's
// load with the code that calls `provideMessages(area)`. For every module loaded on its own (the
// package's entry, and each target of a lazy import), every message it or anything it imports
// shows must come from core or from an area provided by one of those modules.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importsOf } from './layers.mjs';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages/console-kit/src');
const MESSAGES = join(SOURCE, 'messages');
const NOT_AREAS = new Set(['catalog.ts', 'translate.ts', 'messageFormat.ts']);

/** Each area's exported name and keys, from the text of src/messages/<area>.ts. */
export function areaOf(name, text) {
  const exported = /export const (\w+)\s*=/.exec(text)?.[1];
  const keys = [...text.matchAll(/^\s*'([\w.]+)':/gm)].map((match) => match[1]);
  return { name, exported, keys };
}

/** The areas a module's text uses (by their keys, or a key prefix in a template) and provides. */
export function messageUse(text, areas) {
  const areaByKey = new Map(areas.flatMap((area) => area.keys.map((key) => [key, area.name])));
  const used = new Set();
  for (const match of text.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)) {
    const area = areaByKey.get(match[1]);
    if (area) used.add(area);
  }
  for (const match of text.matchAll(/`([a-zA-Z]+\.)\$\{/g)) {
    for (const area of areas)
      if (area.keys.some((key) => key.startsWith(match[1]))) used.add(area.name);
  }
  const byExport = new Map(areas.map((area) => [area.exported, area.name]));
  const provided = new Set();
  for (const call of text.matchAll(/provideMessages\(([^)]*)\)/g)) {
    for (const name of call[1].split(',').map((word) => word.trim())) {
      if (byExport.has(name)) provided.add(byExport.get(name));
    }
  }
  return { used, provided };
}

/**
 * What is missing: for each module loaded on its own, the areas its code uses that nothing it
 * loads provides, with a module that uses each. `read(file)` gives a module's text; `areas` the
 * areas beside core.
 */
export function missingAreas(entries, areas, read) {
  const missing = [];
  for (const entry of entries) {
    const seen = new Set();
    const queue = [entry];
    const usedBy = new Map();
    const provided = new Set();
    while (queue.length > 0) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const text = read(file);
      if (text === undefined) continue;
      const use = messageUse(text, areas);
      for (const area of use.used) if (!usedBy.has(area)) usedBy.set(area, file);
      for (const area of use.provided) provided.add(area);
      for (const { target, typeOnly, lazy } of importsOf(file, text)) {
        if (!typeOnly && !lazy && !target.startsWith(MESSAGES)) queue.push(target);
      }
    }
    for (const [area, file] of usedBy) {
      if (!provided.has(area)) missing.push({ entry, area, file });
    }
  }
  return missing;
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const areas = readdirSync(MESSAGES)
    .filter((name) => name.endsWith('.ts') && name !== 'core.ts' && !NOT_AREAS.has(name))
    .filter((name) => !name.endsWith('.test.ts'))
    .map((name) => areaOf(name.replace(/\.ts$/, ''), readFileSync(join(MESSAGES, name), 'utf8')));
  const files = sourceFiles(SOURCE);
  const lazyTargets = files.flatMap((file) =>
    importsOf(file)
      .filter((i) => i.lazy)
      .map((i) => i.target),
  );
  const entries = [
    ...new Set([join(SOURCE, 'index.ts'), join(SOURCE, 'testing.tsx'), ...lazyTargets]),
  ];
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  const missing = missingAreas(entries, areas, read);
  for (const { entry, area, file } of missing) {
    console.error(
      `messages: ${relative(SOURCE, entry)} loads ${relative(SOURCE, file)}, which shows ` +
        `messages of the ${area} area, but nothing it loads calls provideMessages for them`,
    );
  }
  if (missing.length > 0) process.exit(1);
  console.log(`Message areas: ${entries.length} modules loaded on their own, every area provided.`);
}
