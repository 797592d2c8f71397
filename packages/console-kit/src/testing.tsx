// console-kit/testing: render any console page, for any user, against a real API server (the
// sandbox in tests), with in-memory adapters a test can inspect. Independent of the test runner.
import type { ReactNode } from 'react';
import { createStorageAuthAdapter } from './provider/auth.ts';
import { ConsoleProvider } from './ConsoleProvider.tsx';
import type { Features } from './provider/features.ts';
import type { HostedConfig } from './provider/hosted.ts';
import type { MessageOverrides } from './messages/catalog.ts';
import type { Notifier, ToastKind } from './provider/notify.ts';
import type { PaymentsAdapter } from './provider/payments.ts';
import { createMemoryRouterAdapter } from './provider/router.ts';
import { createMemoryStorageAdapter, type StorageAdapter } from './provider/storage.ts';

export interface TestConsoleOptions {
  apiBase: string;
  /** A session token, for a signed-in user (see signIn). */
  token?: string | null;
  /** The console path the test starts on. */
  path?: string;
  features?: Partial<Features>;
  messages?: MessageOverrides;
  /** The language tag dates, numbers and plurals follow; English (United States) unless given. */
  locale?: string;
  /** The hosted variant's configuration (with the hostedSystem flag). */
  hosted?: HostedConfig;
  /** The card payment provider of the billing pages (a test double's `loadStripe`). */
  payments?: PaymentsAdapter;
  /** The session cache (a fresh in-memory one unless given: pass one console's to the next to
   *  test a reload). */
  sessionCache?: StorageAdapter | null;
}

export function createTestConsole(options: TestConsoleOptions) {
  const storage = createMemoryStorageAdapter();
  const sessionCache =
    options.sessionCache === undefined ? createMemoryStorageAdapter() : options.sessionCache;
  const router = createMemoryRouterAdapter(options.path ?? '/');
  const auth = createStorageAuthAdapter(storage);
  if (options.token) auth.setToken(options.token);
  const notifications: { kind: ToastKind; text: string }[] = [];
  const notify: Notifier = { notify: (kind, text) => void notifications.push({ kind, text }) };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ConsoleProvider
        apiBase={options.apiBase}
        storage={storage}
        sessionCache={sessionCache}
        router={router}
        auth={auth}
        notify={notify}
        features={options.features}
        messages={options.messages}
        locale={options.locale ?? 'en-US'}
        hosted={options.hosted}
        payments={options.payments}
      >
        {children}
      </ConsoleProvider>
    );
  }
  return { Wrapper, router, storage, sessionCache, auth, notifications };
}

/** Signs in through the API and returns the session token. */
export async function signIn(apiBase: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${apiBase.replace(/\/+$/, '')}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${username} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
