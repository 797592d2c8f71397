import { accountMessages } from './accounts.ts';
import { billingMessages } from './billing.ts';
import { applicationMessages } from './applications.ts';
import { callMessages } from './calls.ts';
import { carrierMessages } from './carriers.ts';
import { clientMessages } from './clients.ts';
import { coreMessages } from './core.ts';
import { hostedMessages } from './hosted.ts';
import { lcrMessages } from './lcr.ts';
import { listMessages } from './lists.ts';
import { formMessages } from './forms.ts';
import { numbersAndTenantsMessages } from './numbersAndTenants.ts';
import { settingsMessages } from './settings.ts';
import { shellMessages } from './shell.ts';
import { valueMessages } from './values.ts';
import { notFoundMessages } from './notFound.ts';
import { passwordPageMessages } from './passwordPages.ts';
import { keptWorkMessages } from './keptWork.ts';
import { speechMessages } from './speech.ts';
import { userMessages } from './users.ts';
import { webhookMessages } from './webhooks.ts';

// Every user-facing string of the console, keyed by meaning, with the spec's exact English. A host
// overrides any of them (white-label, translation) through ConsoleProvider's `messages` prop.
export const defaultMessages = {
  ...coreMessages,
  ...shellMessages,
  ...valueMessages,
  ...notFoundMessages,
  ...passwordPageMessages,
  ...keptWorkMessages,
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
  ...listMessages,
  ...formMessages,
  ...callMessages,
  ...hostedMessages,
  ...billingMessages,
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;
export type MessageOverrides = Partial<Record<MessageKey, string>>;
