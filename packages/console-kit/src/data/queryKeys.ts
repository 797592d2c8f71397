import type { CallQuery } from '../api/calls.ts';
import type { Owner } from '../api/types.ts';
import { sessionKeys } from './sessionKeys.ts';

/** The query cache's keys, in one place so that a write invalidates exactly what it changed. */
export const queryKeys = {
  ...sessionKeys,
  accounts: ['Accounts'] as const,
  account: (sid: string) => ['Accounts', sid] as const,
  users: ['Users'] as const,
  user: (sid: string) => ['Users', sid] as const,
  applications: ['Applications'] as const,
  applicationPage: (accountSid: string, page: number, pageSize: number, name: string) =>
    ['Applications', 'page', accountSid, page, pageSize, name] as const,
  application: (sid: string) => ['Applications', sid] as const,
  appEnv: (url: string) => ['AppEnv', url] as const,
  apiKeys: (owner: Owner) => ['ApiKeys', owner.kind, owner.sid] as const,
  limits: (owner: Owner) => ['Limits', owner.kind, owner.sid] as const,
  passwordSettings: ['PasswordSettings'] as const,
  systemInformation: ['SystemInformation'] as const,
  ttsCache: ['TtsCache'] as const,
  lcrs: ['Lcrs'] as const,
  lcr: (sid: string) => ['Lcrs', sid] as const,
  lcrRoutes: (sid: string) => ['Lcrs', sid, 'LcrRoutes'] as const,
  carriers: ['VoipCarriers'] as const,
  carrier: (sid: string) => ['VoipCarriers', sid] as const,
  sipGateways: (carrierSid: string) => ['VoipCarriers', carrierSid, 'SipGateways'] as const,
  smppGateways: (carrierSid: string) => ['VoipCarriers', carrierSid, 'SmppGateways'] as const,
  predefinedCarriers: ['PredefinedCarriers'] as const,
  phoneNumbers: ['PhoneNumbers'] as const,
  phoneNumberPage: (query: {
    serviceProviderSid: string;
    accountSid: string;
    filter: string;
    page: number;
    pageSize: number;
  }) => ['PhoneNumbers', 'page', query] as const,
  phoneNumber: (sid: string) => ['PhoneNumbers', sid] as const,
  teamsTenants: ['MicrosoftTeamsTenants'] as const,
  teamsTenant: (sid: string) => ['MicrosoftTeamsTenants', sid] as const,
  carrierChoices: ['VoipCarriers', 'choices'] as const,
  providerCarriers: (spSid: string) => ['VoipCarriers', 'provider', spSid] as const,
  allApplications: ['Applications', 'all'] as const,
  clients: ['Clients'] as const,
  client: (sid: string) => ['Clients', sid] as const,
  speechCredentials: ['SpeechCredentials'] as const,
  speechCredentialList: (owner: Owner) => ['SpeechCredentials', owner.kind, owner.sid] as const,
  speechCredential: (sid: string) => ['SpeechCredentials', sid] as const,
  speechModels: (vendor: string) => ['SpeechModels', vendor] as const,
  speechCatalog: (owner: string, vendor: string, label: string) =>
    ['SpeechCatalog', owner, vendor, label] as const,
  googleCustomVoices: ['GoogleCustomVoices'] as const,
  googleCustomVoicesOf: (credentialSid: string) => ['GoogleCustomVoices', credentialSid] as const,
  recentCalls: ['RecentCalls'] as const,
  /** A page of calls; the query holds the date choice, whose times are computed when it runs. */
  recentCallPage: (owner: Owner | null, query: Omit<CallQuery, 'range'> & { date: string }) =>
    ['RecentCalls', 'page', owner, query] as const,
  callSipMessages: (accountSid: string, sipCallId: string) =>
    ['RecentCalls', 'sip', accountSid, sipCallId] as const,
  callTrace: (accountSid: string, traceId: string) =>
    ['RecentCalls', 'trace', accountSid, traceId] as const,
  callLogs: (accountSid: string, callSid: string) =>
    ['RecentCalls', 'logs', accountSid, callSid] as const,
  recording: (url: string) => ['Recordings', url] as const,
  alerts: ['Alerts'] as const,
  alertPage: (owner: Owner | null, query: { page: number; count: number; date: string }) =>
    ['Alerts', 'page', owner, query] as const,
  alertsLastVisit: (storageKey: string) => ['AlertsLastVisit', storageKey] as const,
  unreadAlerts: (owner: Owner | null, since: string | null) =>
    ['Alerts', 'unread', owner, since] as const,
};
