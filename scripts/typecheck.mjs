// `npm run typecheck`: `tsc -p` for each TypeScript project of the repository, as many at once as
// there are cores (each is single-threaded: one after another took 76 s on 2 cores, two at a time
// about 45). A project's errors are printed together, under its name, once it has finished.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = [
  'packages/console-kit',
  'packages/sandbox',
  'examples/standalone',
  'examples/embed-in-portal',
  'tests',
];
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Type-checks one project (a folder with a tsconfig.json, from `cwd`); resolves with whether it
 *  passed, after printing its errors. */
export function check(project, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('close', (code) => {
      if (code !== 0) console.error(`tsc -p ${project} failed:\n${output}`);
      resolve(code === 0);
    });
  });
}

/** Checks the projects, as many at once as there are cores; resolves with whether all passed. */
export async function checkAll(projects = PROJECTS, cwd = root) {
  const queue = [...projects];
  const results = [];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift())
      results.push(await check(project, cwd));
  };
  await Promise.all(
    Array.from({ length: Math.min(availableParallelism(), projects.length) }, worker),
  );
  return results.every(Boolean);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = (await checkAll()) ? 0 : 1;
