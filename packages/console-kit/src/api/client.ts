import ky, { type Options } from 'ky';
import type { Translate } from '../provider/messages.ts';
import { ApiError, errorFromResponse } from './errors.ts';

export type SessionFailure = 'expired' | 'unreachable';

export interface ApiClientOptions {
  apiBase: string;
  getToken(): string | null;
  /** Called once per failed call that ends the session: a 401, or no answer from the server. */
  onSessionFailure(reason: SessionFailure): void;
  translate: Translate;
  timeoutMs?: number;
}

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Use this token instead of the session's (a sign-in still in progress). */
  token?: string;
  /** False for calls outside a signed-in session (sign-in, password reset): their failures are
   *  shown where they happen and never end a session. */
  session?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Request = <T>(method: Method, path: string, options?: RequestOptions) => Promise<T>;

export interface ApiClient {
  request: Request;
}

function cleanParams(params: RequestOptions['searchParams']) {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries) as Record<string, string | number | boolean>;
}

/** The one HTTP client of the console, and the one place where the error policy is applied. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    prefixUrl: options.apiBase.replace(/\/+$/, ''),
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    throwHttpErrors: false,
  });

  return {
    async request<T>(method: Method, path: string, request: RequestOptions = {}): Promise<T> {
      const inSession = request.session !== false;
      const token = request.token ?? (inSession ? options.getToken() : null);
      const init: Options = {
        method,
        json: request.json,
        searchParams: cleanParams(request.searchParams),
        signal: request.signal,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      };
      let response: Response;
      try {
        response = await http(path.replace(/^\/+/, ''), init);
      } catch (cause) {
        if (request.signal?.aborted) throw cause;
        const error = new ApiError('network', null, options.translate('session.unreachable'));
        if (inSession) {
          options.onSessionFailure('unreachable');
          error.endedSession = true;
        }
        throw error;
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        const error = errorFromResponse(
          response.status,
          body,
          response.headers.get('content-type'),
          options.translate,
        );
        if (response.status === 401 && inSession) {
          options.onSessionFailure('expired');
          error.endedSession = true;
        }
        throw error;
      }
      if (!body.trim()) return undefined as T;
      try {
        return JSON.parse(body) as T;
      } catch {
        throw new ApiError(
          'http',
          response.status,
          options.translate('error.generic'),
          null,
          'text',
        );
      }
    },
  };
}
