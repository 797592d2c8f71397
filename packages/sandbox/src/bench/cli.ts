import { PAGE_TARGET_MS, timeServerPages } from './server-pages.ts';

/** `npm run bench -w @console-kit/sandbox -- [calls] [samples]`: times server pages. */
const calls = Number(process.argv[2] ?? 1_000_000);
const samples = Number(process.argv[3] ?? 40);
if (!Number.isInteger(calls) || calls < 2 || !Number.isInteger(samples) || samples < 1) {
  console.error(
    'usage: npm run bench -w @console-kit/sandbox -- [calls (default 1000000)] [samples (default 40)]',
  );
  process.exit(2);
}
console.log(`Generating ${calls} calls...`);
const report = await timeServerPages({
  calls,
  samples,
  onTiming: (t) =>
    console.log(
      `${t.name.padEnd(50)} p50 ${String(t.p50).padStart(6)} ms  p95 ${String(t.p95).padStart(6)} ms  max ${String(t.max).padStart(6)} ms  total ${t.total}`,
    ),
});
console.log(`Generated ${report.calls} calls (with the demo) in ${report.generationMs} ms.`);
console.log(`\nBy kind of filter (target: p95 under ${PAGE_TARGET_MS} ms):`);
for (const k of report.kinds) {
  const verdict = k.p95 < PAGE_TARGET_MS ? 'ok' : 'OVER';
  console.log(
    `${k.kind.padEnd(18)} median ${String(k.p50).padStart(6)} ms  p95 ${String(k.p95).padStart(6)} ms  ${verdict}`,
  );
}
