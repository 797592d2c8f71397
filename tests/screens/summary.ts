import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/processes.ts';
import type { Finding } from './checks.ts';

interface Line {
  scope: string;
  size: string;
  page: string;
  findings: Finding[];
}

/** After the pass: the rows of each list at 1280x800, the widths at 390, and every broken check. */
export default function summary() {
  const file = join(repoRoot, 'test-results/screens/findings.jsonl');
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
  const of = (check: Finding['check']) =>
    lines.flatMap((line) =>
      line.findings
        .filter((finding) => finding.check === check)
        .map((finding) => ({ ...line, finding })),
    );
  const show = (title: string, items: ReturnType<typeof of>) => {
    console.log(`\n${title}`);
    for (const { scope, size, page, finding } of items) {
      console.log(
        `  ${finding.ok ? 'ok    ' : 'BROKEN'} ${scope} ${size} ${page}: ${finding.detail}`,
      );
    }
  };
  show('Rows in view at 1280x800 (at least 18 where a list has them):', of('rows'));
  show('Widths at 390x844:', of('width'));
  const clipped = of('clipped');
  show(
    `Controls cut by their box: none on ${clipped.filter((item) => item.finding.ok).length} of ${clipped.length} pages;`,
    clipped.filter((item) => !item.finding.ok),
  );
  const axe = of('axe');
  show(
    `Axe: ${axe.filter((item) => item.finding.ok).length} of ${axe.length} pages without violations;`,
    axe.filter((item) => !item.finding.ok),
  );
  show('Pages that could not be reached:', of('visit'));
  const broken = lines.flatMap((line) => line.findings).filter((finding) => !finding.ok).length;
  console.log(`\n${lines.length} screenshots in test-results/screens/, ${broken} broken check(s).`);
}
