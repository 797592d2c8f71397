import type { MessageKey, MessageOverrides } from './catalog.ts';
import { coreMessages } from './core.ts';
import { formatMessage, type MessageValues } from './messageFormat.ts';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

// The host's bundler (or Node) names the mode; declared here so that the package's types do not
// depend on Node's.
declare const process: { env: { NODE_ENV?: string } } | undefined;

/** Whether the development-only checks run: in development and tests, never in a production
 *  build (bundlers replace the mode there, and this is false). */
export const inDevelopment =
  typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

// The English messages of the areas loaded so far. The shell's own are here from the start; a
// page area's arrive with that area's code (its page modules call provideMessages), so the
// entry does not carry every page's words.
const provided: Record<string, string> = { ...coreMessages };

/** Makes an area's English messages known. A page module calls it at its top with the areas it
 *  shows, so they load with its code (`npm run lint` checks that every area used is provided). */
export function provideMessages(...areas: Readonly<Record<string, string>>[]) {
  for (const area of areas) Object.assign(provided, area);
}

const reported = new Set<string>();

function reportMissing(key: string) {
  if (!inDevelopment || reported.has(key)) return;
  reported.add(key);
  console.error(
    `console-kit: the message "${key}" was used before its area's messages were provided`,
  );
}

/** The `t` of a console: the host's override of a message, else its English, with the values
 *  filled in under the locale's number and plural rules. */
export function createTranslate(overrides: MessageOverrides = {}, locale = 'en-US'): Translate {
  return (key, values) => {
    if (!(key in provided)) reportMissing(key);
    const template = overrides[key] ?? provided[key];
    return template === undefined ? key : formatMessage(template, values, locale);
  };
}

/** The locale a console formats with: the host's if it is a valid tag, else the browser's, else
 *  English (United States). */
export function resolveLocale(requested?: string): string {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  for (const candidate of [requested, browser]) {
    if (!candidate) continue;
    try {
      return Intl.getCanonicalLocales(candidate)[0] ?? 'en-US';
    } catch {
      // not a language tag: try the next
    }
  }
  return 'en-US';
}
