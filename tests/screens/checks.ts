import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// What the pass measures on a page: rows of a list in view, what is wider than a phone, and what
// axe finds. Each answers a line of the summary and whether it holds.

/** Rows a list shows in a 1280x800 window (issue 16). */
export const ROWS_IN_VIEW = 18;

export interface Finding {
  check: 'rows' | 'width' | 'clipped' | 'axe' | 'visit';
  ok: boolean;
  detail: string;
}

/** The body rows of the page's longest table wholly inside the window, and how many it has. */
export async function rowsCheck(page: Page): Promise<Finding> {
  const { inView, rows } = await page.evaluate(() => {
    const tables = Array.from(document.querySelectorAll('main table'));
    const bodyRows = (table: Element) => Array.from(table.querySelectorAll('tbody tr'));
    const longest = tables.sort((a, b) => bodyRows(b).length - bodyRows(a).length)[0];
    const all = longest ? bodyRows(longest) : [];
    const visible = all.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    return { inView: visible.length, rows: all.length };
  });
  const wanted = Math.min(ROWS_IN_VIEW, rows);
  return {
    check: 'rows',
    ok: inView >= wanted,
    detail: rows === 0 ? 'no rows' : `${inView} of ${rows} rows in view`,
  };
}

/** Nothing wider than the window: the page does not scroll sideways, each table is within its
 *  box (or drawn as cards), and no element (out of a scrolled or clipped box) passes the edge. */
export async function widthCheck(page: Page): Promise<Finding> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (element: Element) => {
      // The page's own box is not one: what passes its edge is cut off, not scrolled to.
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}` +
      `"${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const tables = Array.from(document.querySelectorAll('table')).map((table) => {
      const box = table.getBoundingClientRect();
      const parent = table.parentElement!.getBoundingClientRect();
      const cards = getComputedStyle(table).display === 'block';
      return { cards, within: box.right <= Math.min(width, parent.right) + 0.5 };
    });
    const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && !clipped(element);
    });
    return {
      scroll: document.documentElement.scrollWidth,
      width,
      tables: tables.length,
      cards: tables.filter((table) => table.cards).length,
      outside: tables.filter((table) => !table.within).length,
      wide: wide.slice(0, 3).map(describe),
    };
  });
  const ok = found.scroll <= found.width && found.outside === 0 && found.wide.length === 0;
  const tables = found.tables
    ? `, ${found.tables} table(s), ${found.cards} as cards, ${found.outside} outside their box`
    : '';
  const wide = found.wide.length ? `, wider: ${found.wide.join(' ')}` : '';
  return { check: 'width', ok, detail: `page ${found.scroll} px${tables}${wide}` };
}

/** No control (a button, a field, a link drawn as a button) cut by the box that clips it: a text
 *  may end in an ellipsis, a control may not. */
export async function clippedCheck(page: Page): Promise<Finding> {
  const cut = await page.evaluate(() => {
    const controls = document.querySelectorAll(
      'main button, main select, main input:not([type="checkbox"]):not([type="radio"]), main [role="button"]',
    );
    const clipper = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return up;
      }
      return null;
    };
    return Array.from(controls)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const box2 = clipper(control)?.getBoundingClientRect();
        if (box.width === 0 || !box2 || box2.width === 0) return false;
        return box.right > box2.right + 1 || box.left < box2.left - 1;
      })
      .slice(0, 3)
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 30)}"`,
      );
  });
  return { check: 'clipped', ok: cut.length === 0, detail: cut.join(', ') || 'none' };
}

export async function axeCheck(page: Page): Promise<Finding> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
  return { check: 'axe', ok: violations.length === 0, detail: violations.join('; ') || 'none' };
}
