import { accountMessages } from '../messages/accounts.ts';
import { billingMessages } from '../messages/billing.ts';
import { applicationMessages } from '../messages/applications.ts';
import { callMessages } from '../messages/calls.ts';
import { carrierMessages } from '../messages/carriers.ts';
import { clientMessages } from '../messages/clients.ts';
import { coreMessages } from '../messages/core.ts';
import { hostedMessages } from '../messages/hosted.ts';
import { lcrMessages } from '../messages/lcr.ts';
import { numbersAndTenantsMessages } from '../messages/numbersAndTenants.ts';
import { settingsMessages } from '../messages/settings.ts';
import { speechMessages } from '../messages/speech.ts';
import { userMessages } from '../messages/users.ts';
import { webhookMessages } from '../messages/webhooks.ts';

// Every user-facing string of the console, keyed by meaning, with the spec's exact English. A host
// overrides any of them (white-label, translation) through ConsoleProvider's `messages` prop.
export const defaultMessages = {
  ...coreMessages,
  ...userMessages,
  ...settingsMessages,
  ...webhookMessages,
  ...accountMessages,
  ...applicationMessages,
  ...carrierMessages,
  ...numbersAndTenantsMessages,
  ...clientMessages,
  ...speechMessages,
  ...lcrMessages,
  ...callMessages,
  ...hostedMessages,
  ...billingMessages,
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, params: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function createTranslate(overrides: MessageOverrides = {}): Translate {
  const catalog: Messages = { ...defaultMessages, ...overrides };
  return (key, params) => formatMessage(catalog[key], params);
}
