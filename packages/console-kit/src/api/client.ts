import { inDevelopment, type Translate } from '../messages/translate.ts';
import { ApiError, errorFromResponse } from './errors.ts';
import { shapeProblem, ShapeError, type Shape } from './shape.ts';

export type SessionFailure = 'expired' | 'unreachable';

export interface ApiClientOptions {
  apiBase: string;
  getToken(): string | null;
  /** Called once per failed call that ends the session: a 401, or no answer from the server.
   *  A call sent under a session that has since ended (a sign-out, a new sign-in) ends nothing. */
  onSessionFailure(reason: SessionFailure): void;
  translate: Translate;
  timeoutMs?: number;
  /** Called after a successful DELETE, with its path: the record it named is gone. */
  onDeleted?(path: string): void;
}

export interface RequestOptions {
  json?: unknown;
  /** A multipart form (file uploads): sent instead of JSON. */
  form?: FormData;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Use this token instead of the session's (a sign-in still in progress). */
  token?: string;
  /** False for calls outside a signed-in session (sign-in, password reset): their failures are
   *  shown where they happen and never end a session. */
  session?: boolean;
  /** The answer's shape by the contract: checked in development (see shape.ts). */
  shape?: Shape;
  /** Bytes `start`..`end` (inclusive) of a file: an HTTP Range request. */
  range?: { start: number; end: number };
  /** Called as a download's bytes arrive; `total` is null when the server does not say. */
  onProgress?(loaded: number, total: number | null): void;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Request = <T>(method: Method, path: string, options?: RequestOptions) => Promise<T>;

/** A file the server sent (a recording, a packet capture), with the name it gave it. */
export interface Download {
  blob: Blob;
  filename: string | null;
  /** Where the blob starts in the file: 0 unless the server answered a range (206). */
  offset: number;
  /** The whole file's size in bytes, when the server says it. */
  size: number | null;
}

export type RequestDownload = (path: string, options?: RequestOptions) => Promise<Download>;

export interface ApiClient {
  request: Request;
  /** A GET whose answer is a file rather than JSON, under the same error policy. */
  download: RequestDownload;
}

/** The file name of a Content-Disposition header, if it gives one. */
export function dispositionFilename(header: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ? decodeURIComponent(match[1].trim()) : null;
}

/** The first byte and the file's size of a 206 answer's Content-Range (`bytes 0-99/1000`). */
function contentRange(headers: Headers): { start: number; size: number | null } | null {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(headers.get('content-range') ?? '');
  if (!match) return null;
  return { start: Number(match[1]), size: match[2] === '*' ? null : Number(match[2]) };
}

/** The body as a blob, telling the progress on the way when asked. */
async function readBody(
  response: Response,
  total: number | null,
  onProgress: RequestOptions['onProgress'],
): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    parts.push(chunk.value);
    loaded += chunk.value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(parts, { type: response.headers.get('content-type') ?? '' });
}

/** The query string of a call's parameters, without those left empty. */
function queryString(params: RequestOptions['searchParams'], lead: '?' | '&'): string {
  const entries = Object.entries(params ?? {}).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== '',
  );
  const query = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]));
  return entries.length ? `${lead}${query}` : '';
}

/** A call's URL: its path under the API base (or a server's absolute URL as it is), with its
 *  parameters. */
export function requestUrl(
  apiBase: string,
  path: string,
  params: RequestOptions['searchParams'],
): string {
  const absolute = /^https?:\/\//i.test(path);
  const target = absolute ? path : `${apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return target + queryString(params, target.includes('?') ? '&' : '?');
}

/** The header that carries a session's token. */
export const bearer = (token: string) => `Bearer ${token}`;

/** Thrown when the server has not begun to answer in time. */
class Timeout extends Error {}

/** fetch, given up after `timeoutMs` without the answer's head (its body may take longer: a
 *  download), or when the caller's signal aborts. */
async function fetchInTime(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (cause) {
    throw timedOut ? new Timeout() : cause;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** Whether an absolute URL a server named is under the API base: the session token goes only
 *  there, never to another origin a record points at. */
export function underApiBase(url: string, apiBase: string): boolean {
  try {
    const base = new URL(`${apiBase.replace(/\/+$/, '')}/`, globalThis.location?.href);
    const target = new URL(url);
    return target.origin === base.origin && target.pathname.startsWith(base.pathname);
  } catch {
    return false;
  }
}

/** The one HTTP client of the console, and the one place where the error policy is applied. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 30_000;

  /** Sends a call and applies the error policy; the answer of a successful call. */
  async function send(method: Method, path: string, request: RequestOptions): Promise<Response> {
    const inSession = request.session !== false;
    // A server may give an absolute URL (a recording): it is used as it is (requestUrl), and gets
    // the token only when it is the API's own.
    const ownUrl = !/^https?:\/\//i.test(path) || underApiBase(path, options.apiBase);
    const token = ownUrl ? (request.token ?? (inSession ? options.getToken() : null)) : null;
    // Only the session that sent the call may be ended by its failure.
    const endsSession = () => inSession && token !== null && options.getToken() === token;
    const headers: Record<string, string> = {
      ...(token && { Authorization: bearer(token) }),
      ...(request.range && { Range: `bytes=${request.range.start}-${request.range.end}` }),
      ...(request.json !== undefined && { 'Content-Type': 'application/json' }),
    };
    const init: RequestInit = {
      method,
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : request.form,
    };
    const url = requestUrl(options.apiBase, path, request.searchParams);
    let response: Response;
    try {
      response = await fetchInTime(url, init, timeoutMs, request.signal);
    } catch (cause) {
      if (request.signal?.aborted) throw cause;
      // A slow answer is not a lost server: the call fails, the session stays.
      if (cause instanceof Timeout) {
        throw new ApiError('timeout', null, options.translate('error.timeout'));
      }
      const error = new ApiError('network', null, options.translate('session.unreachable'));
      if (endsSession()) {
        options.onSessionFailure('unreachable');
        error.endedSession = true;
      }
      throw error;
    }
    if (response.ok) return response;
    const body = await response.text().catch(() => '');
    const error = errorFromResponse(
      response.status,
      body,
      response.headers.get('content-type'),
      options.translate,
    );
    if (response.status === 401 && endsSession()) {
      options.onSessionFailure('expired');
      error.endedSession = true;
    }
    throw error;
  }

  return {
    async request<T>(method: Method, path: string, request: RequestOptions = {}): Promise<T> {
      const response = await send(method, path, request);
      if (method === 'DELETE') options.onDeleted?.(path);
      const body = await response.text().catch(() => '');
      let answer: unknown;
      try {
        answer = body.trim() ? JSON.parse(body) : undefined;
      } catch {
        throw new ApiError(
          'http',
          response.status,
          options.translate('error.generic'),
          null,
          'text',
        );
      }
      const problem = inDevelopment && request.shape ? shapeProblem(answer, request.shape) : null;
      if (problem) throw new ShapeError(`${method} ${path}`, problem);
      return answer as T;
    },
    async download(path: string, request: RequestOptions = {}): Promise<Download> {
      const response = await send('GET', path, request);
      const range = response.status === 206 ? contentRange(response.headers) : null;
      const length = Number(response.headers.get('content-length') ?? NaN);
      const size = range ? range.size : Number.isFinite(length) ? length : null;
      return {
        blob: await readBody(response, size, request.onProgress),
        filename: dispositionFilename(response.headers.get('content-disposition')),
        offset: range?.start ?? 0,
        size,
      };
    },
  };
}
