import { createContext, useContext } from 'react';
import type { Api } from '../api/resources.ts';
import type { Permissions } from '../session/permissions.ts';
import type { TokenClaims } from '../api/token.ts';
import type { WorkKeeper } from '../session/workKeeper.ts';
import type { AuthAdapter, SessionEndReason } from './auth.ts';
import type { Features } from './features.ts';
import type { Translate } from '../messages/translate.ts';
import type { Notifier } from './notify.ts';
import type { PaymentsAdapter } from './payments.ts';
import type { LeaveGuard } from './leaveGuard.ts';
import type { RouterAdapter } from './router.ts';
import type { StorageAdapter } from './storage.ts';

export interface Session {
  token: string;
  claims: TokenClaims;
  permissions: Permissions;
}

export interface Flash {
  kind: 'info' | 'error';
  text: string;
}

/** What every part of the console shares and that stays the same through a session: the API,
 *  the messages, the flags and the host's adapters. A change of session does not change it, so
 *  a component that needs only these is not rendered again when someone signs in or out. */
export interface ConsoleContextValue {
  api: Api;
  t: Translate;
  /** The language tag of the console's dates, numbers and plurals (see `useFormat`). */
  locale: string;
  features: Features;
  auth: AuthAdapter;
  router: RouterAdapter;
  storage: StorageAdapter;
  /** Copies of large answers kept for the session (the accounts list); null keeps none. */
  sessionCache: StorageAdapter | null;
  notifier: Notifier;
  /** The card payment provider (hosted variant); null when the host gives none. */
  payments: PaymentsAdapter | null;
  startSession(token: string): Session | null;
  /** Ends the session on this side (no server call), with the spec's message for the reason. */
  endSession(reason: SessionEndReason): void;
  /** A message for the sign-in page, kept across the redirect. */
  setFlash(flash: Flash): void;
  /** Calls back when the message for the sign-in page changes (read it with `useFlash`). */
  subscribeFlash(listener: () => void): () => void;
  /** Removes the message; starting a session does too. */
  clearFlash(): void;
  /** The forms of a session that ended on its own, kept to be offered back after signing in. */
  workKeeper: WorkKeeper;
  /** Asks before leaving a form with unsaved changes (`router` goes through it already). */
  leaveGuard: LeaveGuard;
  /** The classes of the console's root, for content portalled outside it (dialogs). */
  rootClassName: string;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

/** The signed-in session, or null: its own context, read with useSession. */
export const SessionContext = createContext<Session | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('console-kit pages must be rendered inside <ConsoleProvider>');
  return value;
}

export const useApi = () => useConsole().api;
export const useT = () => useConsole().t;
export const useFeatures = () => useConsole().features;
export const useRouter = () => useConsole().router;
export const useSession = () => useContext(SessionContext);

/** The signed-in session, for pages that only render inside the shell. */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('This page needs a signed-in user');
  return session;
}

export function useNotify() {
  const { notifier } = useConsole();
  return notifier;
}
