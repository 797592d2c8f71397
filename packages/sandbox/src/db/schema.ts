import { HOSTED_TABLES } from './hosted-schema.ts';

/**
 * The sandbox's tables. Column names and order follow the real jambonz schema where the
 * console sees them, so `SELECT *` rows already have the observed shapes.
 * Booleans are INTEGER 0/1, timestamps of records ISO strings, internal expiry times ms numbers.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS webhooks (
  webhook_sid TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  method TEXT NOT NULL DEFAULT 'POST',
  username TEXT,
  password TEXT
);

CREATE TABLE IF NOT EXISTS service_providers (
  service_provider_sid TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT,
  root_domain TEXT UNIQUE,
  registration_hook_sid TEXT,
  ms_teams_fqdn TEXT,
  lcr_sid TEXT
);

CREATE TABLE IF NOT EXISTS accounts (
  account_sid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  sip_realm TEXT UNIQUE,
  service_provider_sid TEXT NOT NULL,
  registration_hook_sid TEXT,
  queue_event_hook_sid TEXT,
  device_calling_application_sid TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  plan_type TEXT NOT NULL DEFAULT 'trial',
  stripe_customer_id TEXT,
  webhook_secret TEXT NOT NULL,
  disable_cdrs INTEGER NOT NULL DEFAULT 0,
  trial_end_date TEXT,
  deactivated_reason TEXT,
  device_to_call_ratio INTEGER NOT NULL DEFAULT 5,
  subspace_client_id TEXT,
  subspace_client_secret TEXT,
  subspace_sip_teleport_id TEXT,
  subspace_sip_teleport_destinations TEXT,
  siprec_hook_sid TEXT,
  record_all_calls INTEGER NOT NULL DEFAULT 0,
  record_format TEXT NOT NULL DEFAULT 'mp3',
  bucket_credential TEXT,
  enable_debug_log INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS accounts_sp ON accounts (service_provider_sid);

CREATE TABLE IF NOT EXISTS users (
  user_sid TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  pending_email TEXT,
  phone TEXT UNIQUE,
  hashed_password TEXT,
  account_sid TEXT,
  service_provider_sid TEXT,
  force_change INTEGER NOT NULL DEFAULT 0,
  provider TEXT NOT NULL DEFAULT 'local',
  provider_userid TEXT,
  scope TEXT NOT NULL DEFAULT 'read-write',
  phone_activation_code TEXT,
  email_activation_code TEXT,
  email_validated INTEGER NOT NULL DEFAULT 0,
  phone_validated INTEGER NOT NULL DEFAULT 0,
  email_content_opt_out INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  is_view_only INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS api_keys (
  api_key_sid TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  account_sid TEXT,
  service_provider_sid TEXT,
  expires_at TEXT,
  last_used TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS applications (
  application_sid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  service_provider_sid TEXT,
  account_sid TEXT NOT NULL,
  app_json TEXT,
  speech_synthesis_vendor TEXT NOT NULL DEFAULT 'google',
  speech_synthesis_language TEXT NOT NULL DEFAULT 'en-US',
  speech_synthesis_voice TEXT,
  speech_synthesis_label TEXT,
  speech_recognizer_vendor TEXT NOT NULL DEFAULT 'google',
  speech_recognizer_language TEXT NOT NULL DEFAULT 'en-US',
  speech_recognizer_label TEXT,
  use_for_fallback_speech INTEGER NOT NULL DEFAULT 0,
  fallback_speech_synthesis_vendor TEXT,
  fallback_speech_synthesis_language TEXT,
  fallback_speech_synthesis_voice TEXT,
  fallback_speech_synthesis_label TEXT,
  fallback_speech_recognizer_vendor TEXT,
  fallback_speech_recognizer_language TEXT,
  fallback_speech_recognizer_label TEXT,
  record_all_calls INTEGER NOT NULL DEFAULT 0,
  env_vars TEXT,
  created_at TEXT NOT NULL,
  call_hook_sid TEXT,
  call_status_hook_sid TEXT,
  messaging_hook_sid TEXT
);
CREATE INDEX IF NOT EXISTS applications_account ON applications (account_sid);

-- A carrier (SIP trunk) of a service provider, or of one account when account_sid is set.
CREATE TABLE IF NOT EXISTS voip_carriers (
  voip_carrier_sid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  account_sid TEXT,
  service_provider_sid TEXT,
  application_sid TEXT,
  e164_leading_plus INTEGER NOT NULL DEFAULT 0,
  requires_register INTEGER NOT NULL DEFAULT 0,
  register_username TEXT,
  register_sip_realm TEXT,
  register_password TEXT,
  tech_prefix TEXT,
  inbound_auth_username TEXT,
  inbound_auth_password TEXT,
  diversion TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  smpp_system_id TEXT,
  smpp_password TEXT,
  smpp_enquire_link_interval INTEGER DEFAULT 0,
  smpp_inbound_system_id TEXT,
  smpp_inbound_password TEXT,
  register_from_user TEXT,
  register_from_domain TEXT,
  register_public_ip_in_contact INTEGER NOT NULL DEFAULT 0,
  register_status TEXT,
  dtmf_type TEXT NOT NULL DEFAULT 'rfc2833',
  outbound_sip_proxy TEXT,
  trunk_type TEXT NOT NULL DEFAULT 'static_ip'
);
CREATE INDEX IF NOT EXISTS voip_carriers_sp ON voip_carriers (service_provider_sid);
CREATE INDEX IF NOT EXISTS voip_carriers_account ON voip_carriers (account_sid);

-- service_provider_sid marks a provider's test number on the real server; the sandbox leaves it null.
CREATE TABLE IF NOT EXISTS phone_numbers (
  phone_number_sid TEXT PRIMARY KEY,
  number TEXT NOT NULL,
  voip_carrier_sid TEXT NOT NULL,
  account_sid TEXT,
  application_sid TEXT,
  service_provider_sid TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS phone_numbers_unique_idx_voip_carrier_number
  ON phone_numbers (number, voip_carrier_sid);
CREATE INDEX IF NOT EXISTS phone_numbers_account ON phone_numbers (account_sid);

-- Where a carrier's calls come from and go to; ipv4 holds an IP address or a domain name.
CREATE TABLE IF NOT EXISTS sip_gateways (
  sip_gateway_sid TEXT PRIMARY KEY,
  ipv4 TEXT NOT NULL,
  netmask INTEGER NOT NULL DEFAULT 32,
  port INTEGER DEFAULT 5060,
  inbound INTEGER NOT NULL DEFAULT 1,
  outbound INTEGER NOT NULL DEFAULT 0,
  voip_carrier_sid TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  send_options_ping INTEGER NOT NULL DEFAULT 0,
  use_sips_scheme INTEGER NOT NULL DEFAULT 0,
  pad_crypto INTEGER NOT NULL DEFAULT 0,
  protocol TEXT NOT NULL DEFAULT 'udp',
  remove_ice INTEGER NOT NULL DEFAULT 0,
  dtls_off INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sip_gateways_carrier ON sip_gateways (voip_carrier_sid);

CREATE TABLE IF NOT EXISTS smpp_gateways (
  smpp_gateway_sid TEXT PRIMARY KEY,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 2775,
  netmask INTEGER NOT NULL DEFAULT 32,
  is_primary INTEGER NOT NULL DEFAULT 0,
  use_tls INTEGER NOT NULL DEFAULT 0,
  inbound INTEGER NOT NULL DEFAULT 1,
  outbound INTEGER NOT NULL DEFAULT 1,
  voip_carrier_sid TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS smpp_gateways_carrier ON smpp_gateways (voip_carrier_sid);

CREATE TABLE IF NOT EXISTS ms_teams_tenants (
  ms_teams_tenant_sid TEXT PRIMARY KEY,
  service_provider_sid TEXT NOT NULL,
  account_sid TEXT NOT NULL,
  application_sid TEXT,
  tenant_fqdn TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE IF NOT EXISTS limits (
  limit_sid TEXT PRIMARY KEY,
  service_provider_sid TEXT,
  account_sid TEXT,
  category TEXT NOT NULL,
  quantity INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS system_information (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  domain_name TEXT,
  sip_domain_name TEXT,
  monitoring_domain_name TEXT,
  private_network_cidr TEXT,
  log_level TEXT NOT NULL DEFAULT 'info'
);

-- Cached TTS audio, counted per account (the real server keeps the entries in redis).
CREATE TABLE IF NOT EXISTS tts_cache (
  account_sid TEXT PRIMARY KEY,
  entries INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS password_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  min_password_length INTEGER NOT NULL,
  require_digit INTEGER NOT NULL,
  require_special_character INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  session_id TEXT PRIMARY KEY,
  user_sid TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS login_attempts (
  username TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  locked_until INTEGER
);

CREATE TABLE IF NOT EXISTS password_resets (
  reset_id TEXT PRIMARY KEY,
  user_sid TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  -- 1 once /signin took the link: it signs in no more (the session it gave may still use it once)
  signed_in INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  "to" TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  reset_id TEXT,
  created_at TEXT NOT NULL,
  activation_code TEXT
);

-- A speech vendor's credential of a service provider (account_sid null) or of one of its
-- accounts (both set). credential holds the vendor fields as JSON (the real server encrypts it).
CREATE TABLE IF NOT EXISTS speech_credentials (
  speech_credential_sid TEXT PRIMARY KEY,
  service_provider_sid TEXT,
  account_sid TEXT,
  vendor TEXT NOT NULL,
  use_for_tts INTEGER NOT NULL DEFAULT 1,
  use_for_stt INTEGER NOT NULL DEFAULT 1,
  last_used TEXT,
  last_tested TEXT,
  tts_tested_ok INTEGER,
  stt_tested_ok INTEGER,
  created_at TEXT NOT NULL,
  label TEXT,
  credential TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS speech_credentials_sp ON speech_credentials (service_provider_sid);
CREATE INDEX IF NOT EXISTS speech_credentials_account ON speech_credentials (account_sid);

CREATE TABLE IF NOT EXISTS google_custom_voices (
  google_custom_voice_sid TEXT PRIMARY KEY,
  speech_credential_sid TEXT NOT NULL,
  model TEXT,
  reported_usage TEXT NOT NULL DEFAULT 'REALTIME',
  name TEXT,
  voice_cloning_key TEXT,
  use_voice_cloning_key INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS google_custom_voices_credential ON google_custom_voices (speech_credential_sid);

CREATE TABLE IF NOT EXISTS clients (
  client_sid TEXT PRIMARY KEY,
  account_sid TEXT NOT NULL,
  username TEXT NOT NULL,
  password TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  allow_direct_app_calling INTEGER NOT NULL DEFAULT 1,
  allow_direct_queue_calling INTEGER NOT NULL DEFAULT 1,
  allow_direct_user_calling INTEGER NOT NULL DEFAULT 1,
  UNIQUE (account_sid, username COLLATE NOCASE)
);

CREATE TABLE IF NOT EXISTS lcr (
  lcr_sid TEXT PRIMARY KEY,
  name TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  default_carrier_set_entry_sid TEXT,
  service_provider_sid TEXT,
  account_sid TEXT
);

CREATE TABLE IF NOT EXISTS lcr_routes (
  lcr_route_sid TEXT PRIMARY KEY,
  lcr_sid TEXT NOT NULL,
  regex TEXT NOT NULL,
  description TEXT,
  priority INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS lcr_routes_lcr ON lcr_routes (lcr_sid);

CREATE TABLE IF NOT EXISTS lcr_carrier_set_entry (
  lcr_carrier_set_entry_sid TEXT PRIMARY KEY,
  workload INTEGER NOT NULL DEFAULT 1,
  lcr_route_sid TEXT,
  voip_carrier_sid TEXT NOT NULL,
  priority INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS lcr_carrier_set_entry_route ON lcr_carrier_set_entry (lcr_route_sid);

-- Call records, as the time-series store keeps them (times in ms). The numbers live in
-- call_numbers: the account's side of a call (a number or a device user) is its line, the
-- other party its far end. Traces, logs, captures and recordings derive from seed.
CREATE TABLE IF NOT EXISTS call_numbers (
  number_id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE
);
-- Trigrams of the numbers, so a filter of 3 characters or more finds them without a scan.
CREATE VIRTUAL TABLE IF NOT EXISTS call_numbers_text USING fts5(
  number, content='call_numbers', content_rowid='number_id', tokenize='trigram case_sensitive 1'
);

CREATE TABLE IF NOT EXISTS recent_calls (
  id INTEGER PRIMARY KEY,
  call_sid TEXT NOT NULL UNIQUE,
  service_provider_sid TEXT NOT NULL,
  account_sid TEXT NOT NULL,
  application_sid TEXT,
  attempted_at INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  answered_at INTEGER,
  terminated_at INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  direction TEXT NOT NULL,
  line_id INTEGER NOT NULL,
  far_id INTEGER NOT NULL,
  line_is_caller INTEGER NOT NULL,
  host TEXT NOT NULL,
  remote_host TEXT NOT NULL,
  sip_callid TEXT NOT NULL,
  sip_status INTEGER NOT NULL,
  termination_reason TEXT NOT NULL,
  trunk TEXT NOT NULL,
  trace_id TEXT NOT NULL,
  flow TEXT NOT NULL,
  -- wav or mp3; null when there is no recording (never made, or deleted)
  recording_format TEXT,
  seed INTEGER NOT NULL,
  trace_spans INTEGER
);
-- Covering for a page's ids: the owner's calls in page order (time, then id) with what the
-- filters look at (a scan for a broad text filter reads no rows either).
CREATE INDEX IF NOT EXISTS recent_calls_account_time ON recent_calls
  (account_sid, attempted_at, id, answered, direction, line_id, far_id);
CREATE INDEX IF NOT EXISTS recent_calls_provider_time ON recent_calls
  (service_provider_sid, attempted_at, id, answered, direction, line_id, far_id);
-- Covering: a text filter finds the calls of matching outside parties without reading rows.
CREATE INDEX IF NOT EXISTS recent_calls_far_covering ON recent_calls
  (far_id, attempted_at, line_id, answered, direction, account_sid, service_provider_sid);
CREATE INDEX IF NOT EXISTS recent_calls_sip_callid ON recent_calls (sip_callid);
CREATE INDEX IF NOT EXISTS recent_calls_trace ON recent_calls (trace_id);

-- Calls per hour of an account and of a provider (owner_sid), by answered and direction, for
-- all lines (line_id 0) and per line: totals and page positions without counting rows.
CREATE TABLE IF NOT EXISTS call_hours (
  owner_sid TEXT NOT NULL,
  line_id INTEGER NOT NULL,
  hour INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  direction TEXT NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (owner_sid, line_id, hour, answered, direction)
) WITHOUT ROWID;

-- The same counts by trunk, and by each digit the call's numbers (caller or callee) hold: the
-- totals and page positions of a trunk filter and of a one-digit text filter.
CREATE TABLE IF NOT EXISTS call_trunk_hours (
  owner_sid TEXT NOT NULL,
  trunk TEXT NOT NULL,
  hour INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  direction TEXT NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (owner_sid, trunk, hour, answered, direction)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS call_digit_hours (
  owner_sid TEXT NOT NULL,
  digit INTEGER NOT NULL,
  hour INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  direction TEXT NOT NULL,
  calls INTEGER NOT NULL,
  PRIMARY KEY (owner_sid, digit, hour, answered, direction)
) WITHOUT ROWID;

-- The same counts by each pair of adjacent digits the call's numbers hold (a two-digit text
-- filter), all pairs of a cell in one row: counts holds the calls holding 00, 01, … 99 as
-- numbers of 6 digits with leading zeros, one after the other (see call-counts.ts).
CREATE TABLE IF NOT EXISTS call_pair_hours (
  owner_sid TEXT NOT NULL,
  hour INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  direction TEXT NOT NULL,
  counts TEXT NOT NULL,
  PRIMARY KEY (owner_sid, hour, answered, direction)
) WITHOUT ROWID;

-- The lines (line_id of call_numbers) each account and provider has calls on.
CREATE TABLE IF NOT EXISTS call_lines (
  owner_sid TEXT NOT NULL,
  line_id INTEGER NOT NULL,
  PRIMARY KEY (owner_sid, line_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS alerts (
  id INTEGER PRIMARY KEY,
  time INTEGER NOT NULL,
  service_provider_sid TEXT NOT NULL,
  account_sid TEXT,
  alert_type TEXT NOT NULL,
  message TEXT NOT NULL,
  vendor TEXT,
  detail TEXT
);
CREATE INDEX IF NOT EXISTS alerts_account ON alerts (account_sid, time);
CREATE INDEX IF NOT EXISTS alerts_provider ON alerts (service_provider_sid, time);
`;

/** Tables holding tenant data: emptied by a reset (meta, with the JWT secret, survives). */
export const DATA_TABLES = [
  ...HOSTED_TABLES,
  'webhooks',
  'service_providers',
  'accounts',
  'users',
  'api_keys',
  'applications',
  'voip_carriers',
  'phone_numbers',
  'ms_teams_tenants',
  'limits',
  'system_information',
  'tts_cache',
  'password_settings',
  'sessions',
  'login_attempts',
  'password_resets',
  'outbox',
  'sip_gateways',
  'smpp_gateways',
  'speech_credentials',
  'google_custom_voices',
  'clients',
  'lcr',
  'lcr_routes',
  'lcr_carrier_set_entry',
  'recent_calls',
  'call_numbers',
  'call_hours',
  'call_trunk_hours',
  'call_digit_hours',
  'call_pair_hours',
  'call_lines',
  'alerts',
] as const;

/** The password policy of a fresh install (the real schema's defaults). */
export const DEFAULT_PASSWORD_SETTINGS = {
  min_password_length: 8,
  require_digit: 0,
  require_special_character: 0,
} as const;
