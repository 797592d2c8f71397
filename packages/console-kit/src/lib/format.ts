import { formatNumber, isUsEnglish, usEnglishDecimal } from '../messages/messageFormat.ts';
import { valueMessages } from '../messages/values.ts';
import { provideMessages, type Translate } from '../messages/translate.ts';

provideMessages(valueMessages);

/** An API key token with all but its last 4 characters hidden. */
export function maskToken(token: string): string {
  if (token.length <= 4) return token;
  return token.slice(0, -4).replace(/[^-]/g, '•') + token.slice(-4);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A player's position: m:ss, or h:mm:ss from an hour on. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Dates, times, durations and numbers as the console shows them, in the host's locale. */
export interface Format {
  locale: string;
  /** The spec's 'MMM DD, YYYY' in English (United States). A date without a time
   *  ('2026-12-08', a trial's end) is that calendar day wherever the user is. */
  date(value: string | Date): string;
  /** The time of day on a 24-hour clock with seconds (log times are read beside server logs). */
  time(value: string | Date): string;
  /** A moment as its date and time: 'Nov 21, 2026 21:08:55'. */
  dateTime(value: string | Date): string;
  /** A moment with the user's time zone, where it is read alone: 'Nov 21, 2026 21:08:55 UTC'. */
  dateTimeZone(value: string | Date): string;
  /** The spec's duration display: below 1 ms with two decimals, under 1 s in milliseconds, under
   *  a minute in seconds, then minutes and seconds; from an hour on, hours and minutes. */
  duration(ms: number): string;
  number(value: number): string;
  /** Cents as money with two decimals: US dollars with their symbol, other currencies with
   *  their code (the spec's '$15.00' and 'EUR 2.50' in English). */
  money(cents: number, currency?: string): string;
}

function asDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A value made on first use: an Intl formatter costs tens of milliseconds to create the first
 *  time (the locale's data), which no page should pay before its first render. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** A day ('Nov 05, 2026') and a time of day ('09:08:05') in US English from the date's own fields,
 *  local or UTC, without Intl: a renderer's first date formatter loads ICU's calendar data, 5-34
 *  ms measured on a cold Recent calls or Alerts page before its first row. Intl's text, for the
 *  years 1600-9999 (before the Gregorian calendar, Intl counts Julian days); null for others. */
function usEnglishDay(date: Date, utc: boolean): string | null {
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1600 || year > 9999) return null;
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  return `${MONTHS[month]} ${two(day)}, ${year}`;
}
const usEnglishClock = (date: Date) =>
  `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;

export function createFormat(locale: string, t: Translate): Format {
  const english = isUsEnglish(locale);
  const dayOptions = { month: 'short', day: '2-digit', year: 'numeric' } as const;
  const day = onFirstUse(() => new Intl.DateTimeFormat(locale, dayOptions));
  const calendarDay = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { ...dayOptions, timeZone: 'UTC' }),
  );
  const clockOptions = {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  } as const;
  const clockTime = onFirstUse(() => new Intl.DateTimeFormat(locale, clockOptions));
  const zonedClockTime = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { ...clockOptions, timeZoneName: 'short' }),
  );
  const decimals = (max: number, min = 0) => {
    const intl = onFirstUse(
      () =>
        new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }),
    );
    return (value: number) =>
      (english && usEnglishDecimal(value, min, max)) || intl().format(value);
  };
  const [twoDecimals, upToTwo, whole] = [decimals(2, 2), decimals(2), decimals(0)];
  const dayOf = (date: Date) => (english && usEnglishDay(date, false)) || day().format(date);
  const clockOf = (date: Date) =>
    english && usEnglishDay(date, false) ? usEnglishClock(date) : clockTime().format(date);

  const format: Format = {
    locale,
    date(value) {
      const calendar = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
      if (calendar) {
        const [year, month, date] = calendar.slice(1).map(Number) as [number, number, number];
        const utc = new Date(Date.UTC(year, month - 1, date));
        return (english && usEnglishDay(utc, true)) || calendarDay().format(utc);
      }
      const date = asDate(value);
      return date ? dayOf(date) : '';
    },
    time(value) {
      const date = asDate(value);
      return date ? clockOf(date) : '';
    },
    dateTime(value) {
      const date = asDate(value);
      return date ? t('format.dateTime', { date: dayOf(date), time: clockOf(date) }) : '';
    },
    dateTimeZone(value) {
      const date = asDate(value);
      return date
        ? t('format.dateTime', { date: dayOf(date), time: zonedClockTime().format(date) })
        : '';
    },
    duration(ms) {
      if (!Number.isFinite(ms) || ms < 0) return '';
      if (ms < 1) return t('format.milliseconds', { value: twoDecimals(ms) });
      if (ms < 1000) return t('format.milliseconds', { value: whole(ms) });
      if (ms < 60_000) return t('format.seconds', { value: upToTwo(ms / 1000) });
      const seconds = Math.round(ms / 1000);
      if (seconds >= 3600) {
        return t('format.hours', {
          hours: whole(Math.floor(seconds / 3600)),
          minutes: Math.floor((seconds % 3600) / 60),
        });
      }
      return t('format.minutes', {
        minutes: whole(Math.floor(seconds / 60)),
        seconds: seconds % 60,
      });
    },
    number: (value) => formatNumber(value, locale),
    money(cents, currency = 'usd') {
      const code = currency.toUpperCase();
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: code === 'USD' ? 'narrowSymbol' : 'code',
      }).format(cents / 100);
    },
  };
  return format;
}
