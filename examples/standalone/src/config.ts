import type { HostedConfig, PaymentsAdapter, ThemeChoice } from 'console-kit';

/** What the host server gives the console at run time (in the page, else as /config.json). */
export interface RuntimeConfig {
  apiBase?: string;
  features?: unknown;
  theme?: ThemeChoice;
  /** The hosted variant: `{serviceProviderSid, oauth: {github: {clientId, authorizeUrl}, ...}}`. */
  hosted?: HostedConfig;
  /** The card payment provider of the billing pages: `{publishableKey}`. */
  payments?: PaymentsAdapter;
}

/** The configuration the host server put in the page itself (no extra round trip), if any. */
export function pageConfig(): RuntimeConfig | null {
  const inline = document.getElementById('console-config')?.textContent;
  if (!inline) return null;
  try {
    return JSON.parse(inline) as RuntimeConfig;
  } catch {
    return {};
  }
}

/** The API base the console is given: absolute, on the page's origin unless configured. */
export function apiBaseOf(config: RuntimeConfig): string {
  return new URL(config.apiBase ?? '/api/v1', window.location.origin).href;
}
