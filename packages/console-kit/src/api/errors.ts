import type { Translate } from '../messages/translate.ts';

export type BodyKind = 'json' | 'text' | 'html' | 'empty';

/** A failed call: `network` (no answer at all), `timeout` (no answer in time: a slow server, not a
 *  lost one), `unavailable` (the spec's 480) or `http`. `message`
 *  is always fit to show: the server's own words where it gave any, else the spec's fallback. */
export class ApiError extends Error {
  /** The failure ended the session: the sign-in page says why, so the page need not. */
  endedSession = false;

  constructor(
    readonly kind: 'http' | 'network' | 'timeout' | 'unavailable',
    readonly status: number | null,
    message: string,
    readonly serverMessage: string | null = null,
    readonly bodyKind: BodyKind = 'empty',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const MESSAGE_FIELDS = ['msg', 'message', 'error', 'reason', 'detail'] as const;
const MAX_MESSAGE = 500;

function fromJson(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (!value || typeof value !== 'object') return null;
  for (const field of MESSAGE_FIELDS) {
    const found = fromJson((value as Record<string, unknown>)[field]);
    if (found) return found;
  }
  return null;
}

function decodeEntities(text: string) {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Reads the server's message from a failed response body, in every shape a jambonz server uses:
 *  `{msg}`, `{status, message}`, `{error}`, a JSON string, plain text, or an HTML error page. */
export function readServerMessage(
  body: string,
  contentType: string | null,
): { kind: BodyKind; message: string | null } {
  const text = body.trim();
  if (!text) return { kind: 'empty', message: null };
  const looksJson = /json/i.test(contentType ?? '') || /^[{["]/.test(text);
  if (looksJson) {
    try {
      return { kind: 'json', message: clip(fromJson(JSON.parse(text))) };
    } catch {
      if (/json/i.test(contentType ?? '')) return { kind: 'json', message: null };
    }
  }
  if (/html/i.test(contentType ?? '') || /^<(!doctype|html)/i.test(text)) {
    const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/i.exec(text)?.[1];
    const inner = pre ? decodeEntities(pre.replace(/<[^>]+>/g, '')).trim() : '';
    return { kind: 'html', message: clip(inner || null) };
  }
  return { kind: 'text', message: clip(text) };
}

function clip(message: string | null) {
  if (!message) return null;
  return message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
}

export const UNAVAILABLE_STATUS = 480;

/** The error a failed response becomes. */
export function errorFromResponse(
  status: number,
  body: string,
  contentType: string | null,
  t: Translate,
): ApiError {
  const { kind, message } = readServerMessage(body, contentType);
  if (status === UNAVAILABLE_STATUS) {
    return new ApiError('unavailable', status, message ?? t('error.unavailable'), message, kind);
  }
  if (status === 401) return new ApiError('http', status, t('session.expired'), message, kind);
  return new ApiError('http', status, message ?? t('error.generic'), message, kind);
}

/** What the user is told of a record that cannot be read: one out of their reach is the spec's
 *  'You do not have access.' (a real server answers some with 403, others with 404), a missing
 *  one says so, anything else is the server's message. */
export function readFailureText(error: Error, t: Translate): string {
  const status = isApiError(error) ? error.status : null;
  if (status === 403) return t('error.noAccess');
  if (status === 404) return t('error.recordMissing');
  return error.message;
}

/** A write the server refused as not the user's to make (403), told in the spec's words for that
 *  record (e.g. 'You do not have permissions to make changes to this Account'), then the server's
 *  own reason. Every other failure is left as it is. */
export function refusedAs(error: unknown, text: string): unknown {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 403) return error;
  const reason = error.serverMessage;
  const message = reason && reason !== text ? `${text}: ${reason}` : text;
  const refused = new ApiError('http', 403, message, reason, error.bodyKind);
  refused.endedSession = error.endedSession;
  return refused;
}

/** What the sign-in form says when sign-in fails, by the spec: a status above 400 and below 500
 *  is bad credentials, 500 a server error, anything else (400, no answer) the generic text.
 *  Where more is known, it follows that text: the reason a server gives (a lock-out after too
 *  many attempts, what failed on the server), or that the server could not be reached. */
export function signInFailureMessage(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('error.generic');
  if (error.kind === 'network') return `${t('error.generic')} ${t('session.unreachable')}`;
  const status = error.status ?? 0;
  const reason = error.bodyKind === 'json' ? error.serverMessage : null;
  const withReason = (text: string) => (reason && reason !== text ? `${text} ${reason}` : text);
  if (status > 400 && status < 500) return withReason(t('signIn.invalid'));
  if (status === 500) return withReason(t('signIn.serverError'));
  return withReason(t('error.generic'));
}
