/** The sandbox's control routes, for arranging a test: reset, outbox, injected faults, expiry. */
export interface Fault {
  /** A regular expression matched against the API path, such as ^/ServiceProviders$ */
  path: string;
  method?: string;
  status?: number;
  body?: unknown;
  times?: number;
  mode?: 'respond' | 'drop' | 'pass';
  /** Milliseconds to wait first: a slow server. */
  delay?: number;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  reset_id?: string;
  /** The code of a registration's activation e-mail. */
  activation_code?: string | null;
}

export function sandboxControl(baseUrl: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/_sandbox/${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} /_sandbox/${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  return {
    apiBase: `${baseUrl}/api/v1`,
    reset: async () => {
      await call('POST', 'reset');
      await call('DELETE', 'faults');
    },
    fault: (fault: Fault) => call('POST', 'faults', fault),
    resetFaults: () => call('DELETE', 'faults'),
    outbox: () => call('GET', 'outbox') as Promise<OutboxMessage[]>,
    expireSessions: () => call('POST', 'expire-sessions'),
    setTokenTtl: (seconds: number) => call('PUT', 'settings', { token_ttl_seconds: seconds }),
    /** The OTLP form of traces until the next reset (real servers send either). */
    setTraceFormat: (format: 'instrumentationLibrarySpans' | 'scopeSpans') =>
      call('PUT', 'settings', { trace_format: format }),
  };
}

export type SandboxControl = ReturnType<typeof sandboxControl>;
