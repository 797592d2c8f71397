export { createSandbox, DEFAULT_TOKEN_TTL_SECONDS } from './sandbox.ts';
export type { Sandbox, SandboxOptions } from './sandbox.ts';
export { DEMO_USERS, DEMO_PASSWORD, DEMO_PASSWORD_SETTINGS } from './db/seed.ts';
export type { DemoUser } from './db/seed.ts';
export type { Scope } from './auth/scope.ts';
export { PAGE_TARGET_MS, timeServerPages } from './bench/server-pages.ts';
export type {
  FilterKind,
  KindTiming,
  PageTiming,
  ServerPagesOptions,
  ServerPagesReport,
} from './bench/server-pages.ts';
export { BENCH_CALL_SIDS } from './calls/call-generator.ts';
export {
  VOICE_CLOUD_SID,
  VOICE_CLOUD_ROOT_DOMAIN,
  SESSIONS_PRODUCT_SID,
  DEVICES_PRODUCT_SID,
  SESSIONS_PRICE_ID,
  DEVICES_PRICE_ID,
} from './hosted/demo-ids.ts';
export { OAUTH_CLIENTS, OAUTH_IDENTITIES } from './oauth/identities.ts';
export type { OAuthIdentity, OAuthProvider } from './oauth/identities.ts';
