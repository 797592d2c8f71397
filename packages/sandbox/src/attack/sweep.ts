import type { TestServer } from '../test-support.ts';
import { BODIES, IDS } from './payloads.ts';
import type { RouteUnderAttack } from './routes.ts';

export interface AttackCase {
  method: string;
  /** The path under the API base with its ids replaced. */
  path: string;
  /** Made when the case is sent (some are megabytes). */
  body: (() => string) | null;
  bodyName: string;
  principal: string;
}

export interface Finding {
  attack: string;
  problem: string;
}

const WRITES = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const HANG_MS = 5000;

const withIds = (path: string, id: string) => path.replace(/:[A-Za-z_]+(\|:[A-Za-z_]+)*/g, id);

/** Every route with every hostile id, as every principal (a write sends unknown fields); and
 *  every write route with every hostile body, as an admin and as an account user. */
export function attackCases(
  routes: RouteUnderAttack[],
  principals: string[],
  bodyPrincipals: string[],
): AttackCase[] {
  const cases: AttackCase[] = [];
  for (const route of routes) {
    const write = WRITES.has(route.method);
    const ids = route.path.includes(':') ? Object.values(IDS) : [''];
    for (const id of ids) {
      for (const principal of principals) {
        cases.push({
          method: route.method,
          path: withIds(route.path, id),
          body: write ? BODIES.unknownFields! : null,
          bodyName: write ? 'unknownFields' : 'none',
          principal,
        });
      }
    }
    if (!write) continue;
    for (const [bodyName, body] of Object.entries(BODIES)) {
      for (const principal of bodyPrincipals) {
        cases.push({
          method: route.method,
          path: withIds(route.path, IDS.unknown!),
          body,
          bodyName,
          principal,
        });
      }
    }
  }
  return cases;
}

/** A small pseudo-random generator, so that a sample is the same on every run of one seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sample<T>(items: T[], count: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

/** Sends one case; what is wrong with the answer (a 5xx, no answer in 5 s, a JSON 4xx without
 *  the contract's message), or null. */
export async function attack(
  server: TestServer,
  tokens: Record<string, string | null>,
  one: AttackCase,
): Promise<Finding | null> {
  const name = `${one.principal} ${one.method} ${one.path.slice(0, 120)} [${one.bodyName}]`;
  const headers: Record<string, string> = {};
  const token = tokens[one.principal];
  if (token) headers.Authorization = `Bearer ${token}`;
  if (one.body !== null) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`${server.url}/api/v1${one.path}`, {
      method: one.method,
      headers,
      body: one.body?.() ?? undefined,
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    if (response.status >= 500) {
      return { attack: name, problem: `${response.status} ${text.slice(0, 200)}` };
    }
    const json = /json/.test(response.headers.get('content-type') ?? '');
    if (response.status >= 400 && json) {
      // `{msg}`, or `{status, message}` where a real server answers so (observed).
      const parsed = JSON.parse(text) as { msg?: unknown; message?: unknown };
      if (typeof parsed.msg !== 'string' && typeof parsed.message !== 'string') {
        return { attack: name, problem: `${response.status} without msg: ${text.slice(0, 200)}` };
      }
    }
    return null;
  } catch (error) {
    return { attack: name, problem: `no answer: ${(error as Error).message}` };
  }
}
