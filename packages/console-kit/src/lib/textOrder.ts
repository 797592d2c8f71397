/**
 * How names sort, in the browser's language: `compareText` as `localeCompare` does, and
 * `compareNatural` as a reader sorts (any case, '10' after '9').
 *
 * A renderer's first collator loads ICU's collation data, 9-15 ms measured before the first rows
 * of the pages that sort names (Applications, Accounts, SIP clients). In English, whose order is
 * ICU's root collation, two names of printable ASCII are compared here without ICU, in the same
 * order (a test compares them with Intl pair by pair); any other pair goes to ICU.
 */

/** ICU's root order of the printable ASCII characters at the first level (a letter's capital
 *  is the same letter there): spaces and punctuation, symbols, digits, letters. */
const FIRST_LEVEL = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz';
const weights = new Int8Array(128).fill(-1);
for (const [weight, char] of [...FIRST_LEVEL].entries()) {
  weights[char.charCodeAt(0)] = weight;
  weights[char.toUpperCase().charCodeAt(0)] = weight;
}
const DIGITS = weights[48]!;
/** Longer names go to ICU (which also splits digit runs over 254 digits). */
const LONGEST = 200;

const isDigit = (code: number) => code >= 48 && code <= 57;
const weightOf = (code: number) => (code < 128 ? weights[code]! : -1);
const printableFrom = (text: string, at: number) => {
  for (let i = at; i < text.length; i++) if (weightOf(text.charCodeAt(i)) < 0) return false;
  return true;
};

/** The order of two strings of printable ASCII under ICU's root collation at the first level,
 *  with digit runs compared by their value when `numeric` ('007' and '7' are equal); null when
 *  either has another character. */
function firstLevel(a: string, b: string, numeric: boolean): number | null {
  if (a.length > LONGEST || b.length > LONGEST) return null;
  let i = 0;
  let j = 0;
  for (; i < a.length && j < b.length; i++, j++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    const wx = weightOf(x);
    const wy = weightOf(y);
    if (wx < 0 || wy < 0) return null;
    if (numeric && isDigit(x) && isDigit(y)) {
      const [runA, endA] = digitRun(a, i);
      const [runB, endB] = digitRun(b, j);
      if (runA.length !== runB.length) return runA.length - runB.length;
      if (runA !== runB) return runA < runB ? -1 : 1;
      i = endA - 1;
      j = endB - 1;
    } else if (wx !== wy) {
      return (numeric && isDigit(x) ? DIGITS : wx) - (numeric && isDigit(y) ? DIGITS : wy);
    }
  }
  if (!printableFrom(a, i) || !printableFrom(b, j)) return null;
  // One is the other's beginning: the shorter first.
  return a.length - i - (b.length - j);
}

/** The digits from `at` on without their leading zeros, and where the run ends. */
function digitRun(text: string, at: number): [string, number] {
  let end = at;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return [text.slice(at, end).replace(/^0+/, ''), end];
}

let english: boolean | undefined;
/** Whether the browser's language is English ('en', 'en-GB', 'en-US'...): its collation is the
 *  root's. Off where there is no browser (the fast comparison is then never used). */
const inEnglish = () =>
  (english ??=
    typeof navigator === 'object' && /^en(?:-(?:[a-z]{2}|\d{3}))?$/i.test(navigator.language));

/** ICU's root order of two printable-ASCII strings with the third level (lower case first), as
 *  `localeCompare` gives it in English; null when either has another character. */
export function rootOrder(a: string, b: string): number | null {
  const first = firstLevel(a, b, false);
  if (first === null || first !== 0) return first === null ? null : Math.sign(first);
  // Equal but for case: the first letter whose case differs decides, lower case first.
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] === a[i]!.toLowerCase() ? -1 : 1;
  }
  return 0;
}

/** ICU's root order of two printable-ASCII strings at the first level, digit runs by value (as a
 *  collator with `numeric` and `sensitivity: 'base'` gives it); null for any other strings. */
export function rootNaturalOrder(a: string, b: string): number | null {
  const first = firstLevel(a, b, true);
  return first === null ? null : Math.sign(first);
}

let collator: Intl.Collator | undefined;

/** A collator of the browser's language for the reader's order (any case, '10' after '9'), made
 *  on first use. */
export function textCollator(): Intl.Collator {
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator;
}

/** The order of two strings as `a.localeCompare(b)` gives it. */
export function compareText(a: string, b: string): number {
  return (inEnglish() ? rootOrder(a, b) : null) ?? a.localeCompare(b);
}

/** A string whose plain (code unit) order is `text`'s first-level order under ICU's root
 *  collation, as rootOrder compares it; null where rootOrder would leave it to ICU. */
function firstLevelKey(text: string): string | null {
  if (text.length > LONGEST) return null;
  let key = '';
  for (let i = 0; i < text.length; i++) {
    const weight = weightOf(text.charCodeAt(i));
    if (weight < 0) return null;
    key += String.fromCharCode(weight + 1);
  }
  return key;
}

/** The items in `compareText` order of their text, the same order as sorting with it: each
 *  text's first-level weights are read once, not once per comparison, so a list of thousands
 *  in no order (the accounts, as a real server sends them) sorts several times faster on a cold
 *  page; texts equal at that level, or not plain ASCII, are compared as compareText does. */
export function sortByText<T>(items: readonly T[], textOf: (item: T) => string): T[] {
  const english = inEnglish();
  const keyed = items.map((item) => {
    const text = textOf(item);
    return { item, text, key: english ? firstLevelKey(text) : null };
  });
  keyed.sort((a, b) =>
    a.key !== null && b.key !== null && a.key !== b.key
      ? a.key < b.key
        ? -1
        : 1
      : compareText(a.text, b.text),
  );
  return keyed.map((entry) => entry.item);
}

/** `sortByText` of a list by `textOf`, as a query's `select`: one sorted copy per answer, shared
 *  by every page that reads it. (The query cache remembers a select's result for one reader: each
 *  page that opened sorted the whole list again, 2,000 accounts 6-7 ms of a warm move to a page.)
 *  Readers must not change the copy. */
export function byText<T>(textOf: (item: T) => string): (items: readonly T[]) => T[] {
  const sorted = new WeakMap<readonly T[], T[]>();
  return (items) => {
    let result = sorted.get(items);
    if (!result) {
      result = sortByText(items, textOf);
      sorted.set(items, result);
    }
    return result;
  };
}

/** The order of two strings as a reader sorts them: any case, '10' after '9'. */
export function compareNatural(a: string, b: string): number {
  return (inEnglish() ? rootNaturalOrder(a, b) : null) ?? textCollator().compare(a, b);
}
