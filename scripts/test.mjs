// `npm test`: every check and every test, as CI runs them: type check, lint, build, the public
// types, unit and component tests (Vitest, against an in-process sandbox), the consumer test (the
// packed package in a new app, React 19 and 18.3), end-to-end tests (Playwright in Chromium,
// against the sandbox, in both hosts). Finds or installs a Chromium first.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function step(title, command, args, options = {}) {
  console.log(`\n== ${title}`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  return run.status === 0;
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, flaky: [] };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

/** The titles of the tests of a Playwright JSON report that passed only on a retry. */
function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'flaky'))
        titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

rmSync(results, { recursive: true, force: true });
env.CHROMIUM_PATH = ensureChromium();

const checks = [
  step('Type check', 'npm', ['run', '--silent', 'typecheck']),
  step('Lint', 'npm', ['run', '--silent', 'lint']),
];
const built = step('Build', 'npm', ['run', '--silent', 'build']);
const named = built && step('Public types', 'node', ['scripts/publicTypes.mjs']);
const sized = built && step('Bundle sizes', 'node', ['scripts/bundleSize.mjs']);
const unit = step('Unit and component tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${join(results, 'unit.json')}`,
]);
const consumer = built && step('Consumer test', 'node', ['scripts/consumer.mjs']);
const e2e =
  built && step('End-to-end tests', 'npx', ['playwright', 'test'], { cwd: join(root, 'tests') });

const vitest = counts(join(results, 'unit.json'), (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  flaky: [],
}));
const playwright = counts(join(results, 'e2e.json'), (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  flaky: flakyTests(r),
}));
const ok = checks.every(Boolean) && built && named && sized && consumer && unit && e2e;
const failedChecks =
  checks.filter((passed) => !passed).length +
  (built ? 0 : 1) +
  [named, sized, consumer].filter((passed) => built && !passed).length;
console.log(`\nUnit and component: ${vitest.passed} passed, ${vitest.failed} failed`);
console.log(`End to end: ${playwright.passed} passed, ${playwright.failed} failed`);
for (const title of playwright.flaky) console.log(`  flaky (passed only on its retry): ${title}`);
console.log(
  `${vitest.passed + playwright.passed} passed, ${vitest.failed + playwright.failed + failedChecks} failed`,
);
process.exit(ok ? 0 : 1);
