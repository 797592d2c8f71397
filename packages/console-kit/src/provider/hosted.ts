import type { OAuthClient, OAuthProvider } from '../lib/oauth.ts';

/** What a host of the hosted (software-as-a-service) variant tells the console. */
export interface HostedConfig {
  /** The service provider that takes registrations and outside sign-ins (it has a root domain). */
  serviceProviderSid: string;
  /** The host's OAuth client at each outside provider; a provider without one is not offered. */
  oauth?: Partial<Record<OAuthProvider, OAuthClient>>;
  /** The console's origin as the providers know it, for their redirect URIs (the page's origin
   *  by default). */
  origin?: string;
  /** Leaves the console for a provider's page (a full-page navigation by default). */
  leave?(url: string): void;
  /** Where the Terms of Service and the Privacy Policy are read (no links when absent). */
  termsUrl?: string;
  privacyUrl?: string;
}
