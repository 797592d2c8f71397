import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../messages/translate.ts';
import { createFormat, formatClock, maskToken } from './format.ts';

const english = createFormat('en-US', createTranslate({}, 'en-US'));
const formatDate = english.date;
const formatDateTime = english.dateTime;
const formatDuration = english.duration;

describe('formatDate', () => {
  it("writes 'MMM DD, YYYY'", () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('Jan 05, 2026');
    expect(formatDate('nonsense')).toBe('');
  });

  it('writes a date without a time as that calendar day', () => {
    expect(formatDate('2026-12-08')).toBe('Dec 08, 2026');
    expect(formatDate('2027-01-31')).toBe('Jan 31, 2027');
  });
});

describe('maskToken', () => {
  it('hides all but the last four characters, keeping the dashes', () => {
    expect(maskToken('e4bd4d4f-2a6d-4547-b233-c8da70bad5ce')).toBe(
      '••••••••-••••-••••-••••-••••••••d5ce',
    );
    expect(maskToken('abc')).toBe('abc');
  });
});

describe('formatDuration', () => {
  it.each([
    [0.256, '0.26 ms'],
    [0, '0.00 ms'],
    [1, '1 ms'],
    [999.4, '999 ms'],
    [1000, '1 s'],
    [1530, '1.53 s'],
    [59_994, '59.99 s'],
    [60_000, '1 min 0 s'],
    [125_400, '2 min 5 s'],
    [3_599_000, '59 min 59 s'],
    [3_600_000, '1 h 0 min'],
    [3 * 3_600_000, '3 h 0 min'],
    [3 * 3_600_000 + 125_000, '3 h 2 min'],
    [100 * 3_600_000, '100 h 0 min'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('writes nothing for a negative or unknown duration', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes the date and the local time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 8, 5))).toBe('Nov 21, 2026 09:08:05');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('days and times in US English', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
    vi.unstubAllGlobals();
  });
  // Every day of a leap year and of a year's turn, each at a time that crosses its zone's changes
  // of clock, and some far moments.
  const moments = [
    ...Array.from(
      { length: 800 },
      (_, i) => Date.UTC(2027, 11, 1) - i * 86_400_000 + i * 3_607_000,
    ),
    Date.UTC(1600, 0, 1, 12),
    Date.UTC(1599, 11, 31, 12),
    Date.UTC(9999, 11, 31, 23, 59, 59),
    Date.UTC(10_000, 0, 1),
    0,
  ].map((ms) => new Date(ms));

  it.each([
    'UTC',
    'America/New_York',
    'Australia/Adelaide',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
  ])("are Intl's, moment by moment, in %s", (timeZone) => {
    process.env.TZ = timeZone;
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
    for (const locale of ['en', 'en-US']) {
      const format = createFormat(locale, createTranslate({}, locale));
      const day = new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: '2-digit',
        year: 'numeric',
      });
      const clock = new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
      for (const at of moments) {
        expect(format.dateTime(at)).toBe(`${day.format(at)} ${clock.format(at)}`);
        expect(format.time(at)).toBe(clock.format(at));
      }
    }
  });

  it("write durations' numbers as Intl does, value by value", () => {
    const format = createFormat('en-US', createTranslate({}, 'en-US'));
    const intl = (min: number, max: number) =>
      new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    const [twoDecimals, upToTwo, whole] = [intl(2, 2), intl(0, 2), intl(0, 0)];
    // Halves in the shortest decimal form (1.005 is 1.00499... in binary, written 1.01), carries,
    // and a pseudo-random spread.
    const below1 = [0, 0.001, 0.004, 0.005, 0.0049, 0.125, 0.255, 0.995, 0.996, 0.999_999];
    const below1000 = [1, 1.5, 2.5, 99.5, 100.49, 999.4, 999.499, 999.5, 999.999];
    const seconds = [1, 1.005, 1.015, 2.675, 9.995, 10.005, 59.994, 59.995, 1.1, 59.99];
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 3000; i++) {
      below1.push(random());
      below1000.push(1 + random() * 999);
      seconds.push(1 + random() * 58.99);
      seconds.push(Math.round(random() * 59_000) / 1000 + 1);
    }
    for (const ms of below1) expect(format.duration(ms)).toBe(`${twoDecimals.format(ms)} ms`);
    for (const ms of below1000.filter((ms) => ms < 1000)) {
      expect(format.duration(ms)).toBe(`${whole.format(ms)} ms`);
    }
    for (const s of seconds.filter((s) => s < 60)) {
      expect(format.duration(s * 1000)).toBe(`${upToTwo.format((s * 1000) / 1000)} s`);
    }
    expect(format.duration(3 * 3_600_000 * 1000)).toBe('3,000 h 0 min');
  });

  it('are written without Intl (a first date or number formatter costs a cold page 5-34 ms)', () => {
    const format = createFormat('en-US', createTranslate({}, 'en-US'));
    vi.stubGlobal('Intl', undefined);
    expect(format.dateTime(new Date(2026, 10, 21, 9, 8, 5))).toBe('Nov 21, 2026 09:08:05');
    expect(format.time(new Date(2026, 0, 1, 23, 0, 9))).toBe('23:00:09');
    expect(format.date('2026-03-08')).toBe('Mar 08, 2026');
    expect([0.256, 999.5, 1530, 3 * 3_600_000].map(format.duration)).toEqual([
      '0.26 ms',
      '1,000 ms',
      '1.53 s',
      '3 h 0 min',
    ]);
  });
});

describe('dateTimeZone', () => {
  it("writes a moment in the user's time zone, and names the zone", () => {
    const at = new Date(2026, 10, 21, 21, 8, 55);
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(english.dateTimeZone(at)).toBe(`Nov 21, 2026 21:08:55 ${zone}`);
    expect(english.dateTimeZone('nonsense')).toBe('');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.7, '0:09'],
    [75, '1:15'],
    [3 * 3600 + 62, '3:01:02'],
    [Number.NaN, '0:00'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('another locale', () => {
  const german = createFormat(
    'de-DE',
    createTranslate(
      { 'format.seconds': '{value} Sek.', 'format.dateTime': '{date}, {time}' },
      'de-DE',
    ),
  );

  it("follows the locale's words and digits, and the catalog's units", () => {
    expect(german.date(new Date(2026, 0, 5))).toBe('05. Jan. 2026');
    expect(german.date('2026-12-08')).toBe('08. Dez. 2026');
    expect(german.dateTime(new Date(2026, 10, 21, 9, 8, 5))).toBe('21. Nov. 2026, 09:08:05');
    expect(german.duration(1530)).toBe('1,53 Sek.');
    expect(german.duration(0.256)).toBe('0,26 ms');
    expect(german.number(12345)).toBe('12.345');
    expect(german.money(1500)).toBe('15,00\u00a0$');
  });
});

describe('money', () => {
  it('divides cents by 100 and shows the dollar sign for usd', () => {
    expect(english.money(1500)).toBe('$15.00');
    expect(english.money(5)).toBe('$0.05');
    expect(english.money(0, 'usd')).toBe('$0.00');
    expect(english.money(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('shows the code of a currency without a symbol, and a sign for credits', () => {
    expect(english.money(250, 'eur')).toBe('EUR\u00a02.50');
    expect(english.money(-250)).toBe('-$2.50');
  });
});
