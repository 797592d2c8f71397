/**
 * The catalog's message syntax, a small part of ICU MessageFormat: `{name}` puts a value in,
 * `{name, number}` puts a number in the locale's digits, and
 * `{count, plural, =0 {none} one {# call} other {# calls}}` picks the words for the number under
 * the locale's plural rules (`#` is the number). Any other text is printed as it is.
 */
export type MessagePart =
  string | { arg: string; number?: true } | { arg: string; plural: Record<string, MessagePart[]> };

export type MessageValues = Record<string, string | number>;

const parsed = new Map<string, MessagePart[]>();

/** The parts of a template (cached: the same few hundred templates are formatted again and again). */
export function parseMessage(template: string): MessagePart[] {
  let parts = parsed.get(template);
  if (!parts) {
    parts = new Parser(template).parts(false);
    parsed.set(template, parts);
  }
  return parts;
}

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  /** Text and arguments up to the end, or up to the `}` closing a plural branch. */
  parts(inBranch: boolean): MessagePart[] {
    const parts: MessagePart[] = [];
    let text = '';
    while (this.at < this.source.length) {
      const char = this.source[this.at];
      if (char === '}' && inBranch) break;
      const argument = char === '{' ? this.argument() : null;
      if (argument) {
        if (text) parts.push(text);
        text = '';
        parts.push(argument);
      } else {
        text += char;
        this.at += 1;
      }
    }
    if (text) parts.push(text);
    return parts;
  }

  /** An argument at `{`, or null (the brace is then plain text). */
  private argument(): MessagePart | null {
    const head = /^\{\s*(\w+)\s*(?:,\s*(number|plural)\s*)?(\}|,)/.exec(this.source.slice(this.at));
    if (!head) return null;
    const [whole, arg, kind, end] = head as unknown as [string, string, string | undefined, string];
    if (kind === 'plural' && end === ',') {
      const start = this.at;
      this.at += whole.length;
      const plural = this.branches();
      if (plural) return { arg, plural };
      this.at = start;
      return null;
    }
    if (end !== '}' || (kind && kind !== 'number')) return null;
    this.at += whole.length;
    return kind === 'number' ? { arg, number: true } : { arg };
  }

  /** A plural's `selector {text}` branches and its closing `}`; null when they are malformed. */
  private branches(): Record<string, MessagePart[]> | null {
    const branches: Record<string, MessagePart[]> = {};
    for (;;) {
      const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(
        this.source.slice(this.at),
      );
      if (!selector) break;
      this.at += selector[0].length;
      branches[selector[1] as string] = this.parts(true);
      if (this.source[this.at] !== '}') return null;
      this.at += 1;
    }
    const close = /^\s*\}/.exec(this.source.slice(this.at));
    if (!close || !branches.other) return null;
    this.at += close[0].length;
    return branches;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (!value) {
    value = make();
    cache.set(locale, value);
  }
  return value;
}

const US_ENGLISH = new Set(['en', 'en-US']);
/** Whether a locale writes numbers and dates as US English does ('en', 'en-US'). */
export const isUsEnglish = (locale: string) => US_ENGLISH.has(locale);
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** A whole number in US English, for the locales that write it so, without Intl: a renderer's
 *  first Intl object loads the locale data every later one shares, 10-20 ms of a cold page's
 *  main thread, and a list page's first render formats only its total. The same text as
 *  Intl's (1,234,567; -1,000), for whole numbers within JavaScript's exact range. */
function usEnglishWholeNumber(value: number, locale: string): string | null {
  if (!isUsEnglish(locale) || !Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  return grouped(String(value));
}

/** A number from 0 on with `min` to `max` decimals in US English, without Intl (its first number
 *  formatter costs a cold Recent calls page 10-17 ms before its first row, for the durations):
 *  Intl's text, which rounds the number's shortest decimal form half away from zero (1.005 to
 *  1.01). Null below 1e-6 and from 1e21 on, where that form has an exponent. */
export function usEnglishDecimal(value: number, min: number, max: number): string | null {
  const shortest = String(value);
  if (!(value >= 0) || shortest.includes('e') || !Number.isFinite(value)) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, max).padEnd(max, '0');
  if ((fraction[max] ?? '0') >= '5') {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const integer = digits.slice(0, digits.length - max) || '0';
  const decimals = digits
    .slice(digits.length - max)
    .replace(/0+$/, '')
    .padEnd(min, '0');
  return decimals ? `${grouped(integer)}.${decimals}` : grouped(integer);
}

export function formatNumber(value: number, locale: string): string {
  return (
    usEnglishWholeNumber(value, locale) ??
    cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
  );
}

/** The plural category of a number: English's for a whole number (one for 1 and -1, other
 *  otherwise) without Intl, for the reason above; the locale's rules for any other. */
function pluralOf(value: number, locale: string): string {
  if (isUsEnglish(locale) && Number.isInteger(value)) {
    return Math.abs(value) === 1 ? 'one' : 'other';
  }
  return cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value);
}

function render(parts: MessagePart[], values: MessageValues, locale: string, count?: number) {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += count === undefined ? part : part.replace(/#/g, formatNumber(count, locale));
      continue;
    }
    const value = values[part.arg];
    if (value === undefined) out += `{${part.arg}}`;
    else if ('plural' in part) out += renderPlural(part.plural, Number(value), values, locale);
    else if (part.number && typeof value === 'number') out += formatNumber(value, locale);
    else out += String(value);
  }
  return out;
}

function renderPlural(
  branches: Record<string, MessagePart[]>,
  value: number,
  values: MessageValues,
  locale: string,
) {
  const branch = branches[`=${value}`] ?? branches[pluralOf(value, locale)] ?? branches.other ?? [];
  return render(branch, values, locale, value);
}

/** A template with its values filled in; a value that is missing leaves its `{name}` showing. */
export function formatMessage(template: string, values: MessageValues = {}, locale = 'en-US') {
  return render(parseMessage(template), values, locale);
}
