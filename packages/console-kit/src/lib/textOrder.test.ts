import { afterEach, describe, expect, it, vi } from 'vitest';
import { rootNaturalOrder, rootOrder } from './textOrder.ts';

const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const byIntl = new Intl.Collator('en').compare;
const naturalByIntl = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

// Names as people write them: letters of both cases, digits (runs with leading zeros),
// punctuation and spaces, from a fixed pseudo-random sequence.
let seed = 11;
const random = (n: number) => (seed = (seed * 16_807) % 2_147_483_647) % n;
const ALPHABET = 'aAbBzZ0019 -_.,/()#@&+\'"~$';
const names = (count: number) =>
  Array.from({ length: count }, () =>
    Array.from({ length: random(9) }, () => ALPHABET[random(ALPHABET.length)]).join(''),
  );

describe('rootOrder and rootNaturalOrder', () => {
  it("are Intl's order of every two printable ASCII characters", () => {
    for (const a of printable) {
      for (const b of printable) {
        expect(rootOrder(a, b), `${a} ${b}`).toBe(byIntl(a, b));
        expect(rootNaturalOrder(a, b), `${a} ${b}`).toBe(naturalByIntl(a, b));
      }
    }
  });

  it("are Intl's order of names, pair by pair", () => {
    const list = [
      ...names(1500),
      'app 10',
      'app 9',
      'App 9',
      'app 09',
      'app-9',
      'app9',
      'a',
      'A',
      'ab',
      'aB',
      'Ab',
      '',
      '007',
      '7',
      '0',
      '00',
      'x1.10',
      'x1.9',
    ];
    for (let i = 1; i < list.length; i++) {
      for (const j of [i - 1, random(list.length)]) {
        const [a, b] = [list[i]!, list[j]!];
        expect(rootOrder(a, b), `${a} | ${b}`).toBe(byIntl(a, b));
        expect(rootNaturalOrder(a, b), `${a} | ${b}`).toBe(naturalByIntl(a, b));
      }
    }
  });

  it('leave any other text to ICU', () => {
    for (const [a, b] of [
      ['é', 'e'],
      ['a\tb', 'ab'],
      ['a', 'a\u0000'],
      ['Zoë', 'Zoe'],
      ['x'.repeat(201), 'x'],
    ]) {
      expect(rootOrder(a!, b!)).toBeNull();
      expect(rootNaturalOrder(b!, a!)).toBeNull();
    }
  });
});

describe('compareText and compareNatural', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sort ASCII names without ICU in English (a first collator costs a cold page 9-15 ms)', async () => {
    // A module of its own: its language is read once.
    vi.resetModules();
    vi.stubGlobal('navigator', { language: 'en-US' });
    const { compareNatural, compareText } = await import('./textOrder.ts');
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    vi.stubGlobal('Intl', undefined);
    expect(['b', 'B', 'a 10', 'a 9'].sort(compareText)).toEqual(['a 10', 'a 9', 'b', 'B']);
    expect(['b', 'a 10', 'A 9'].sort(compareNatural)).toEqual(['A 9', 'a 10', 'b']);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });

  it("use the browser's collation in another language", async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', { language: 'sv-SE' });
    const { compareText } = await import('./textOrder.ts');
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    expect(compareText('b', 'a')).toBe(1);
    expect(localeCompare).toHaveBeenCalledOnce();
    localeCompare.mockRestore();
  });
});

describe('sortByText', () => {
  afterEach(() => vi.unstubAllGlobals());

  const shuffled = (list: string[]) =>
    list
      .map((text) => ({ text, at: random(1_000_000) }))
      .sort((a, b) => a.at - b.at)
      .map((entry) => entry.text);
  // Every kind of pair: case only, punctuation, digits, a prefix, equal texts, ICU's texts.
  const tricky = [
    ...names(800),
    'Acme',
    'acme',
    'ACME',
    'Acme Sales',
    'Acme-Sales',
    'Acme  Sales',
    'Zoë',
    'Zoe',
    'é',
    'x'.repeat(201),
    'x'.repeat(200),
    '',
    'Acme',
  ];

  it('gives the order of sorting by compareText, in English (without ICU) and in another language', async () => {
    for (const language of ['en-US', 'sv-SE']) {
      vi.resetModules();
      vi.stubGlobal('navigator', { language });
      const { compareText, sortByText } = await import('./textOrder.ts');
      const items = shuffled(tricky).map((name, at) => ({ name, at }));
      const expected = [...items].sort((a, b) => compareText(a.name, b.name));
      // The same items, in the same order: equal names keep the order they came in.
      expect(sortByText(items, (item) => item.name)).toEqual(expected);
    }
  });

  it('reads each text once', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', { language: 'en-US' });
    const { sortByText } = await import('./textOrder.ts');
    const read = vi.fn((text: string) => text);
    expect(sortByText(['b', 'c', 'a'], read)).toEqual(['a', 'b', 'c']);
    expect(read).toHaveBeenCalledTimes(3);
  });
});

describe('byText', () => {
  it('sorts each list once, whoever asks: the same copy for the same list, a new one for a new list', async () => {
    const { byText } = await import('./textOrder.ts');
    const read = vi.fn((item: { name: string }) => item.name);
    const byName = byText(read);
    const answer = [{ name: 'b' }, { name: 'a' }];
    const sorted = byName(answer);
    expect(sorted.map((item) => item.name)).toEqual(['a', 'b']);
    expect(byName(answer)).toBe(sorted);
    expect(read).toHaveBeenCalledTimes(2);
    expect(answer.map((item) => item.name)).toEqual(['b', 'a']);
    const next = [...answer, { name: 'c' }];
    expect(byName(next).map((item) => item.name)).toEqual(['a', 'b', 'c']);
    expect(read).toHaveBeenCalledTimes(5);
  });
});
