// `npm test`: every check and every test, as CI runs them: type check, lint, build, the public
// types, bundle sizes, unit and component tests (Vitest, against an in-process sandbox), the
// consumer test (the packed package in a new app, React 19 and 18.3), end-to-end tests (Playwright
// in Chromium, against the sandbox, in both hosts). Finds or installs a Chromium first. Each step
// is one line as it starts and one as it ends; the output of failed steps comes at the end
// (testSteps.mjs), every step's whole output in test-results/logs.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { runSteps } from './testSteps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const ci = Boolean(process.env.CI);

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

const step = (title, command, args, needs) => ({ title, command, args, cwd: root, env, needs });
const BUILD = 'Build';
const { ok, results: steps } = await runSteps(
  [
    step('Type check', 'npm', ['run', '--silent', 'typecheck']),
    step('Lint', 'npm', ['run', '--silent', 'lint']),
    step(BUILD, 'npm', ['run', '--silent', 'build']),
    step('Public types', 'node', ['scripts/publicTypes.mjs'], BUILD),
    step('Bundle sizes', 'node', ['scripts/bundleSize.mjs'], BUILD),
    step('Unit and component tests', 'npx', [
      'vitest',
      'run',
      // Only the failures and the totals; the counts come from the JSON.
      '--reporter=minimal',
      '--reporter=json',
      `--outputFile=${join(results, 'unit.json')}`,
    ]),
    step('Consumer test', 'node', ['scripts/consumer.mjs'], BUILD),
    // From the root, so that the report's paths (and Playwright's own hint) hold from here.
    step(
      'End-to-end tests',
      'npx',
      ['playwright', 'test', '--config', 'tests/playwright.config.ts'],
      BUILD,
    ),
  ],
  { logDir: join(results, 'logs'), root, ci },
);

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
// Steps that failed beyond their tests' counts: a check, or a test run that could not count.
const counted = { 'Unit and component tests': vitest, 'End-to-end tests': playwright };
const failedChecks = steps.filter(
  (s) => !s.ok && !s.skipped && !(counted[s.title]?.failed > 0),
).length;
console.log(`\nUnit and component: ${vitest.passed} passed, ${vitest.failed} failed`);
console.log(`End to end: ${playwright.passed} passed, ${playwright.failed} failed`);
for (const title of playwright.flaky) console.log(`  flaky (passed only on its retry): ${title}`);
console.log(
  `${vitest.passed + playwright.passed} passed, ${vitest.failed + playwright.failed + failedChecks} failed`,
);
const e2e = steps.find((s) => s.title === 'End-to-end tests');
if (!ci && !e2e.skipped && existsSync(join(root, 'playwright-report/index.html'))) {
  console.log(
    'End-to-end report (traces of failures): npx playwright show-report playwright-report',
  );
}
process.exit(ok ? 0 : 1);
