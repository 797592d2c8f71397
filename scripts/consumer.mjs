// The consumer test: console-kit as a new npm user gets it. Packs the package, installs the
// tarball into an app made from tests/consumer in a fresh directory outside the workspace (no
// hoisted node_modules to lean on), and, with React 19 and again with React 18.3, checks that npm
// accepts the peer dependencies, that a strict TypeScript project compiles against it (bundler and
// node16 resolution, the library's own .d.ts included), that CommonJS can require() it, that Vite
// builds it with its stylesheet, that it renders on a server (no window, no document), and, in
// Chromium against two sandboxes, that the app works (tests/consumer-e2e; in CI on React 18.3
// only, the other end-to-end tests run React 19). publint
// and arethetypeswrong check the tarball. One line per step, with its time; exit code 1 when any
// step failed. Builds console-kit when its dist/ lacks a file of its exports or is older than its
// sources (BUILD=1: always). KEEP=1 keeps the directory.
import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kitDir = join(root, 'packages/console-kit');
const template = join(root, 'tests/consumer');
const rootBin = (name) => join(root, 'node_modules/.bin', name);
const keep = process.env.KEEP === '1';
const STEP_TIMEOUT_MS = 300_000;

// The consumer gets the versions the workspace is built and tested with.
const lock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8'));
function lockedVersion(name) {
  const packages = lock.packages ?? {};
  const found =
    packages[`node_modules/${name}`] ??
    Object.entries(packages).find(([path]) => path.endsWith(`/node_modules/${name}`))?.[1];
  if (!found?.version) throw new Error(`${name} is not in package-lock.json`);
  return found.version;
}
const locked = (names) => Object.fromEntries(names.map((name) => [name, lockedVersion(name)]));
const dependencies = locked(['react', 'react-dom', '@tanstack/react-query', 'react-router']);
const devDependencies = locked([
  'typescript',
  'vite',
  '@vitejs/plugin-react',
  '@types/react',
  '@types/react-dom',
]);
const react18 = ['react@18.3.1', 'react-dom@18.3.1', '@types/react@18', '@types/react-dom@18'];
const npmFlags = ['--prefer-offline', '--no-audit', '--no-fund'];

// `npm run` hands its settings down as npm_* variables: the consumer's npm must not take the
// workspace's prefix or workspace selection from them.
const inherited =
  /^npm_(package_|lifecycle_|config_(local_prefix|prefix|workspaces?|include_workspace_root)$)/i;
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !inherited.test(key)));

const work = await mkdtemp(join(tmpdir(), 'console-kit-consumer-'));
const app = join(work, 'app');
// A command runs in its own process group, so that stopping it stops npm's and Vite's children too.
const running = new Set();
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
// Interrupted: stop the commands under way and remove the directory.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    running.forEach(stop);
    if (!keep) rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });
}
const shorten = (text) => text.replaceAll(`${work}/`, '').replaceAll(`${root}/`, '');

class StepError extends Error {}
const lines = (text) => text.split('\n').filter((line) => line.trim());

/** Runs a command; on failure rejects with the command, its exit and the lines `pick` chooses
 *  from its output (a pattern, or a function of the lines), else the output's last lines. */
function run(command, args, { cwd, pick, env: environment = env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const timer = setTimeout(() => stop(child), STEP_TIMEOUT_MS);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => reject(new StepError(`${command}: ${error.message}`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      if (code === 0) return resolve(output);
      const all = lines(output);
      const picked =
        typeof pick === 'function' ? pick(all) : pick ? all.filter((l) => pick.test(l)) : [];
      const shown = (picked.length > 0 ? picked : all.slice(-15)).slice(0, 20);
      const more = picked.length > shown.length ? [`... ${picked.length - shown.length} more`] : [];
      const exit = signal ? `killed by ${signal}` : `exit code ${code}`;
      const head = `${basename(command)} ${args.join(' ')}: ${exit}`;
      reject(new StepError(shorten([head, ...shown, ...more].join('\n'))));
    });
  });
}

const results = [];
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)}s`.padStart(6);

async function measure(name, action) {
  const since = performance.now();
  try {
    const note = (await action()) ?? '';
    return { name, ok: true, time: seconds(since), note: shorten(String(note)) };
  } catch (error) {
    const note = error instanceof StepError ? error.message : (error?.stack ?? String(error));
    return { name, ok: false, time: seconds(since), note };
  }
}

function print({ name, ok, time, note }) {
  const [first = '', ...rest] = lines(note);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(30)} ${time}  ${ok ? first : ''}`.trimEnd());
  if (!ok) for (const line of [first, ...rest]) console.log(`        ${line}`);
  results.push({ name, ok });
  return ok;
}

const step = async (name, action) => print(await measure(name, action));
/** Runs steps side by side (the machine has a core for each) and reports them in order. */
const parallel = async (...steps) =>
  (await Promise.all(steps.map(([name, action]) => measure(name, action)))).map(print);

// Installs as a user would. When npm refuses the peer dependencies, or accepts them only with an
// "overriding peer dependency" warning, the peers step fails; the pass goes on with an install
// that ignores them, so that the other checks still report.
async function install(label, args) {
  const problems = [];
  const installed = await step(`npm install (${label})`, async () => {
    const named = args.join(' ');
    try {
      const output = await run('npm', ['install', ...args, ...npmFlags], {
        cwd: app,
        pick: /ERESOLVE|Could not resolve|peer \S+ from console-kit|Conflicting peer/,
      });
      // Upgrading React in place warns about react-dom's own peer on the way: only warnings
      // about console-kit's peers count.
      const overridden = lines(output).filter((line) => /peer \S+ from console-kit@/.test(line));
      if (overridden.length > 0) problems.push('npm warn ERESOLVE overriding peer dependency');
      problems.push(...new Set(overridden));
      return named;
    } catch (error) {
      if (!(error instanceof StepError) || !/ERESOLVE/.test(error.message)) throw error;
      problems.push(...lines(error.message));
    }
    await run('npm', ['install', ...args, ...npmFlags, '--legacy-peer-deps'], { cwd: app });
    return `${named} (only with --legacy-peer-deps)`.trim();
  });
  await step(`peers (${label})`, async () => {
    if (!installed) throw new StepError('not installed');
    try {
      await run('npm', ['ls', '--all'], {
        cwd: app,
        pick: /^npm (error|ERR!) (invalid|missing|code)/,
      });
    } catch (error) {
      if (!(error instanceof StepError)) throw error;
      problems.push(...lines(error.message));
    }
    if (problems.length > 0) throw new StepError(problems.join('\n'));
    return 'npm install and npm ls --all accept the peer dependencies';
  });
  return installed;
}

async function checks(label) {
  const version = async (name) =>
    JSON.parse(await readFile(join(app, 'node_modules', name, 'package.json'), 'utf8')).version;
  console.log(
    `      ${label}: react ${await version('react')}, @types/react ${await version('@types/react')}`,
  );
  const appBin = (name) => join(app, 'node_modules/.bin', name);
  const tsError = /error TS\d+/;
  await parallel(
    [
      `tsc bundler (${label})`,
      () => run(appBin('tsc'), ['-p', 'tsconfig.json'], { cwd: app, pick: tsError }),
    ],
    [
      `tsc node16 (${label})`,
      () => run(appBin('tsc'), ['-p', 'tsconfig.node16.json'], { cwd: app, pick: tsError }),
    ],
  );
  await step(`require() (${label})`, () => run('node', ['require.cjs'], { cwd: app }));
  await parallel(
    [
      `vite build (${label})`,
      async () => {
        await rm(join(app, 'dist'), { recursive: true, force: true });
        await run(appBin('vite'), ['build'], { cwd: app, pick: /error|Error/ });
        const assets = await readdir(join(app, 'dist/assets'));
        const css = assets.filter((file) => file.endsWith('.css'));
        const styles = await Promise.all(
          css.map((f) => readFile(join(app, 'dist/assets', f), 'utf8')),
        );
        if (!styles.some((text) => text.includes('.ck-root'))) {
          throw new StepError(`no stylesheet with .ck-root in dist/assets (${assets.join(', ')})`);
        }
        return `${assets.length} assets, console-kit's stylesheet included`;
      },
    ],
    [
      `server render (${label})`,
      async () => {
        const outDir = 'dist-ssr';
        await run(appBin('vite'), ['build', '--ssr', 'src/ssr.tsx', '--outDir', outDir], {
          cwd: app,
        });
        return run('node', [`${outDir}/ssr.js`], { cwd: app, pick: firstFrames });
      },
    ],
  );
}

/** The browser part: Playwright against the app's build, served in front of two sandboxes
 *  (tests/consumer-e2e). */
function browserChecks(label) {
  return step(`browser (${label})`, async () => {
    const output = await run('npx', ['playwright', 'test', '-c', 'playwright.consumer.config.ts'], {
      cwd: join(root, 'tests'),
      env: { ...env, CONSUMER_APP: app },
      pick: /✘|Error|expect|passed|failed/,
    });
    return lines(output)
      .filter((line) => /passed|failed/.test(line))
      .pop();
  });
}

try {
  await step('build console-kit', async () => {
    const stale = await staleDist();
    if (!stale && process.env.BUILD !== '1') return 'dist/ up to date (BUILD=1 rebuilds)';
    await run('npm', ['run', 'build', '-w', 'console-kit'], { cwd: root });
    return stale ? `built: ${stale}` : 'rebuilt (BUILD=1)';
  });
  let tarball = '';
  await step('npm pack', async () => {
    const out = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: kitDir });
    const [packed] = JSON.parse(out.slice(out.indexOf('[')));
    tarball = join(work, packed.filename);
    return `${packed.filename}: ${packed.entryCount} files, ${Math.round(packed.size / 1024)} kB`;
  });
  if (!tarball) throw new StepError('no tarball, nothing to install');

  await parallel(
    [
      'publint --strict',
      async () =>
        lines(await run(rootBin('publint'), ['run', tarball, '--strict'], { cwd: work })).pop(),
    ],
    [
      'attw --profile esm-only',
      async () => {
        const args = ['--profile', 'esm-only', '--format', 'ascii', '--no-color', '--no-emoji'];
        const report = await run(rootBin('attw'), [tarball, ...args], {
          cwd: work,
          pick: attwProblems,
        });
        const entries = lines(report).filter((line) => line.startsWith('"'));
        return `no problems in ${entries.join(', ')}`;
      },
    ],
  );

  await cp(template, app, { recursive: true });
  const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8'));
  manifest.dependencies = { 'console-kit': `file:../${basename(tarball)}`, ...dependencies };
  manifest.devDependencies = devDependencies;
  await writeFile(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const latest = `React ${dependencies.react.split('.')[0]}`;
  if (await install(latest, [])) {
    await checks(latest);
    // In CI the React 18 pass alone runs in a browser (the other e2e suites cover React 19).
    if (!process.env.CI) await browserChecks(latest);
  }
  if (await install('React 18', react18)) {
    await checks('React 18');
    await browserChecks('React 18');
  }
} catch (error) {
  print({
    name: 'consumer test',
    ok: false,
    time: seconds(started),
    note: error?.stack ?? String(error),
  });
} finally {
  if (keep) console.log(`      kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}

/** Why console-kit's dist/ needs a build: a file its exports name is missing, or older than a
 *  source or build file. */
async function staleDist() {
  const manifest = JSON.parse(await readFile(join(kitDir, 'package.json'), 'utf8'));
  const targets = [];
  const collect = (value) =>
    typeof value === 'string' ? targets.push(value) : Object.values(value ?? {}).forEach(collect);
  collect(manifest.exports);
  let built = Infinity;
  for (const target of targets.filter((path) => path.startsWith('./dist/'))) {
    const stat = statSync(join(kitDir, target), { throwIfNoEntry: false });
    if (!stat) return `${target.slice(2)} was missing`;
    built = Math.min(built, stat.mtimeMs);
  }
  for (const source of ['src', 'scripts', 'package.json', 'tsup.config.ts']) {
    const path = join(kitDir, source);
    const files = statSync(path).isDirectory()
      ? (await readdir(path, { recursive: true })).map((file) => join(path, file))
      : [path];
    const newer = files.find((file) => statSync(file).mtimeMs > built);
    if (newer) return `dist/ was older than ${newer.slice(kitDir.length + 1)}`;
  }
  return '';
}

/** An error's message and source line, and its first stack frames. */
function firstFrames(all) {
  const frames = all.filter((line) => /^\s+at /.test(line));
  return all
    .filter((line) => !/^\s+at /.test(line) && !/^Node\.js v/.test(line))
    .concat(frames.slice(0, 6));
}

/** From attw's ascii report: each entry point's failing resolutions, and the problems found. */
function attwProblems(all) {
  const problems = [];
  let entry = '';
  for (const line of all) {
    if (line.startsWith('"')) entry = line;
    else if (/^(node10|node16|bundler)/.test(line) && !/: (OK|\(ignored\))/.test(line)) {
      problems.push(`${entry} ${line}`);
    } else if (
      /https:\/\/github\.com\/arethetypeswrong/.test(line) &&
      !line.startsWith('(ignored')
    ) {
      problems.push(line.replace(/ https:\S+$/, ''));
    }
  }
  return problems;
}

const failed = results.filter((result) => !result.ok);
const summary = `${results.length - failed.length} of ${results.length} steps passed in ${seconds(started).trim()}`;
console.log(`${failed.length === 0 ? 'PASS' : 'FAIL'}  consumer test: ${summary}`);
if (failed.length > 0)
  console.log(`      failed: ${failed.map((result) => result.name).join(', ')}`);
process.exitCode = failed.length > 0 ? 1 : 0;
