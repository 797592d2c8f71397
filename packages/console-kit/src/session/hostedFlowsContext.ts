import { createContext, useContext } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { OAuthClient, OAuthProvider } from '../lib/oauth.ts';
import type {
  registrationMachine,
  RegistrationEvent,
  RegistrationInput,
} from '../machines/registration.machine.ts';
import type { HostedConfig } from '../provider/hosted.ts';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** The hosted variant's flows, as its pages use them (HostedFlows.tsx provides them). */
export interface HostedFlows {
  config: HostedConfig | null;
  /** The outside providers the host has a client for. */
  providers: OAuthProvider[];
  /** The OAuth client and the redirect URI of a provider, as sent to it. */
  client(provider: OAuthProvider): { client: OAuthClient; redirectUri: string } | null;
  /** Stores a new state and the page left from, then leaves for the provider. */
  leaveForProvider(provider: OAuthProvider, locationBeforeAuth: string): void;
  registration: RegistrationSnapshot | null;
  /** Why the last start failed (the registration's code did not arrive), until the next start. */
  startFailure: unknown;
  /** Starts a registration (at the terms, or at the subdomain of an account that exists). */
  startRegistration(input?: RegistrationInput): void;
  /** The entry page: a new registration, unless one is at its first steps (back from the
   *  e-mail form keeps the accepted terms). */
  openRegistration(): void;
  sendRegistration(event: RegistrationEvent): void;
}

export const HostedFlowsContext = createContext<HostedFlows | null>(null);

export function useHostedFlows(): HostedFlows {
  const flows = useContext(HostedFlowsContext);
  if (!flows) throw new Error('useHostedFlows needs <ConsoleProvider> with the hostedSystem flag');
  return flows;
}
