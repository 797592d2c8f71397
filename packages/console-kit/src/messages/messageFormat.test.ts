import { describe, expect, it } from 'vitest';
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
