import type { Translate } from '../messages/translate.ts';

/** What a failed call of a flow says: the server's message, or the spec's fallback. */
export function failureText(failure: unknown, t: Translate): string | null {
  if (!failure) return null;
  return failure instanceof Error && failure.message ? failure.message : t('error.generic');
}
