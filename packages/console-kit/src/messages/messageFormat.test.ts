import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, parseMessage } from './messageFormat.ts';

describe('formatMessage', () => {
  it('fills values and leaves a missing one showing', () => {
    expect(formatMessage('Delete {name}?', { name: 'Acme' })).toBe('Delete Acme?');
    expect(formatMessage('Delete {name}?')).toBe('Delete {name}?');
  });

  it("writes a number argument in the locale's digits", () => {
    expect(formatMessage('Total: {count, number}', { count: 12345 }, 'en-US')).toBe(
      'Total: 12,345',
    );
    expect(formatMessage('Total: {count, number}', { count: 12345 }, 'de-DE')).toBe(
      'Total: 12.345',
    );
    expect(formatMessage('{count, number}', { count: 'many' })).toBe('many');
  });

  const spans = '{count, plural, =0 {no spans} one {# span} other {# spans}} over {time}';
  it.each([
    [0, 'no spans over 2 s'],
    [1, '1 span over 2 s'],
    [2, '2 spans over 2 s'],
    [1500, '1,500 spans over 2 s'],
  ])("picks a plural's words: %s", (count, text) => {
    expect(formatMessage(spans, { count, time: '2 s' }, 'en-US')).toBe(text);
  });

  it("follows the locale's plural rules", () => {
    const files = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    expect(formatMessage(files, { n: 1 }, 'pl')).toBe('1 plik');
    expect(formatMessage(files, { n: 3 }, 'pl')).toBe('3 pliki');
    expect(formatMessage(files, { n: 5 }, 'pl')).toBe('5 plików');
  });

  it('takes arguments inside a branch, and # only inside one', () => {
    const text = '#{count, plural, one {# call by {who}} other {# calls by {who}}}';
    expect(formatMessage(text, { count: 3, who: 'Ann' })).toBe('#3 calls by Ann');
  });

  it('prints braces that are not arguments as text', () => {
    expect(formatMessage('{ "a": 1 } and {x, date}', { x: 1 })).toBe('{ "a": 1 } and {x, date}');
    expect(formatMessage('{count, plural, one {#}', { count: 1 })).toBe('{count, plural, one {#}');
    expect(formatMessage('{count, plural, one {# x}}', { count: 1 })).toBe(
      '{count, plural, one {# x}}',
    );
  });
});

describe('parseMessage', () => {
  it('splits text from arguments', () => {
    expect(parseMessage('Hi {name}, {n, plural, other {# new}}')).toEqual([
      'Hi ',
      { arg: 'name' },
      ', ',
      { arg: 'n', plural: { other: ['# new'] } },
    ]);
  });
});

describe('numbers and plurals in US English', () => {
  afterEach(() => vi.unstubAllGlobals());
  const wholeNumbers = [0, 1, -1, 7, 999, 1000, -1000, 12345, 999999, 1_000_000, -123_456_789];
  const samples = [...wholeNumbers, Number.MAX_SAFE_INTEGER, -0, 1.5, 1234.5678, 1e21, NaN];

  it("are Intl's, number by number", () => {
    const template = '{n, number} {n, plural, one {item} other {items}}';
    for (const locale of ['en', 'en-US']) {
      for (const n of samples) {
        const intl = `${new Intl.NumberFormat(locale).format(n)} ${new Intl.PluralRules(locale).select(n) === 'one' ? 'item' : 'items'}`;
        expect(formatMessage(template, { n }, locale)).toBe(intl);
      }
    }
  });

  it('are written without Intl for whole numbers (its first use costs a cold page 10-20 ms)', async () => {
    // A module of its own: no formatter made by another test.
    vi.resetModules();
    const { formatMessage: format } = await import('./messageFormat.ts');
    vi.stubGlobal('Intl', undefined);
    for (const n of wholeNumbers) {
      expect(format('{n, plural, one {# call} other {# calls}}', { n }, 'en-US')).toMatch(
        /^-?[\d,]+ calls?$/,
      );
    }
    expect(format('Total: {count, number}', { count: 10_000 })).toBe('Total: 10,000');
  });
});
