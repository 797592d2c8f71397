import { randomUUID } from 'node:crypto';

/** An injected answer for the next matching API requests (control route /_sandbox/faults). */
export interface Fault {
  id: string;
  /** Matched against the request path with the API base stripped, e.g. `^/ServiceProviders$`. */
  path: RegExp;
  /** The expression as given, for listing. */
  source: string;
  /** Upper-case method, or null for any. */
  method: string | null;
  status: number;
  body: unknown;
  contentType: string | null;
  remaining: number;
  /** 'drop' destroys the socket without an answer: a network failure for the client; 'pass'
   *  answers as the server would, after the delay: a slow route. */
  mode: 'respond' | 'drop' | 'pass';
  /** Milliseconds to wait first: a slow server. */
  delay: number;
}

export type FaultSpec = Omit<Fault, 'id'>;

export class FaultRegistry {
  private faults: Fault[] = [];

  add(spec: FaultSpec): Fault {
    const fault = { ...spec, id: randomUUID() };
    this.faults.push(fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  /** The first fault matching the request, counted as used (removed when spent). */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find(
      (f) => (f.method === null || f.method === method.toUpperCase()) && f.path.test(path),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}
