export type Scope = 'admin' | 'service_provider' | 'account';

/** A 0/1 flag as the database returns it, or a boolean where the server converts it. */
export type Flag = 0 | 1 | boolean;

export interface LoginResponse {
  token: string;
  user_sid: string;
  scope: Scope;
  force_change: boolean;
  permissions?: string[];
  service_provider_sid?: string | null;
  account_sid?: string | null;
}

export interface ServiceProvider {
  service_provider_sid: string;
  name: string;
  description?: string | null;
  root_domain?: string | null;
  ms_teams_fqdn?: string | null;
  registration_hook?: Webhook | null;
}

export interface PasswordSettings {
  min_password_length?: number;
  require_digit?: Flag;
  require_special_character?: Flag;
}

export interface CurrentUser {
  user: {
    user_sid: string;
    name: string;
    email: string | null;
    provider?: string | null;
    force_change?: boolean;
    service_provider_sid?: string | null;
    account_sid?: string | null;
  };
  account?: {
    account_sid: string | null;
    name?: string | null;
    sip_realm: string | null;
    root_domain?: string | null;
    plan_type?: string | null;
    is_active?: Flag | null;
  } | null;
}

export interface Created {
  sid: string;
}

export interface LinkSignIn {
  jwt: string;
  user_sid?: string;
  account_sid?: string | null;
  root_domain?: string | null;
}

export interface User {
  user_sid: string;
  name: string;
  email: string | null;
  scope?: Scope;
  force_change?: Flag;
  is_active?: Flag;
  is_view_only?: Flag;
  service_provider_sid?: string | null;
  service_provider_name?: string | null;
  account_sid?: string | null;
  account_name?: string | null;
}

export interface UserInput {
  name: string;
  email: string;
  /** Required on create; on edit null leaves the password as it is. */
  initial_password: string | null;
  force_change: boolean;
  is_active: boolean;
  is_view_only: boolean;
  service_provider_sid: string | null;
  account_sid: string | null;
}

export interface Webhook {
  webhook_sid?: string;
  url: string;
  method: 'POST' | 'GET';
  username?: string | null;
  password?: string | null;
}

export type BucketVendor = 'aws_s3' | 's3_compatible' | 'azure' | 'google';

export interface BucketCredential {
  vendor: BucketVendor | 'none';
  name?: string;
  region?: string;
  access_key_id?: string;
  secret_access_key?: string;
  service_key?: string;
  connection_string?: string;
  endpoint?: string;
  tags?: { Key: string; Value: string }[];
}

export interface Account {
  account_sid: string;
  name: string;
  sip_realm: string | null;
  service_provider_sid: string;
  webhook_secret?: string | null;
  enable_debug_log?: Flag;
  siprec_hook_sid?: string | null;
  device_calling_application_sid?: string | null;
  registration_hook?: Webhook | null;
  queue_event_hook?: Webhook | null;
  record_all_calls?: Flag;
  record_format?: 'mp3' | 'wav' | null;
  bucket_credential?: BucketCredential | null;
  plan_type?: string | null;
  is_active?: Flag;
  device_to_call_ratio?: number | null;
  trial_end_date?: string | null;
  root_domain?: string | null;
}

export interface Application {
  application_sid: string;
  name: string;
  account_sid: string;
  app_json?: string | null;
  call_hook?: Webhook | null;
  call_status_hook?: Webhook | null;
  messaging_hook?: Webhook | null;
  speech_synthesis_vendor?: string | null;
  speech_synthesis_language?: string | null;
  speech_synthesis_voice?: string | null;
  speech_synthesis_label?: string | null;
  speech_recognizer_vendor?: string | null;
  speech_recognizer_language?: string | null;
  speech_recognizer_label?: string | null;
  record_all_calls?: Flag;
  use_for_fallback_speech?: Flag;
  fallback_speech_synthesis_vendor?: string | null;
  fallback_speech_synthesis_language?: string | null;
  fallback_speech_synthesis_voice?: string | null;
  fallback_speech_synthesis_label?: string | null;
  fallback_speech_recognizer_vendor?: string | null;
  fallback_speech_recognizer_language?: string | null;
  fallback_speech_recognizer_label?: string | null;
  env_vars?: Record<string, string | number | boolean> | null;
}

export interface Page<T> {
  total: number;
  page: number;
  page_size: number;
  data: T[];
}

export interface ApiKey {
  api_key_sid: string;
  token: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  expires_at: string | null;
  last_used: string | null;
  created_at: string | null;
}

/** Every category of a real server's limits tables. */
export type LimitCategory =
  | 'voice_call_session'
  | 'voice_call_session_license'
  | 'voice_call_minutes'
  | 'voice_call_minutes_license'
  | 'device'
  | 'api_rate';

export interface Limit {
  category: LimitCategory;
  quantity: number;
  /** The sids a real server adds (account_limits_sid or service_provider_limits_sid, and the owner's). */
  account_limits_sid?: string;
  service_provider_limits_sid?: string;
}

export interface SystemInformation {
  domain_name?: string | null;
  sip_domain_name?: string | null;
  monitoring_domain_name?: string | null;
  private_network_cidr?: string | null;
  log_level?: 'info' | 'debug' | null;
}

export interface BucketTestResult {
  status: 'ok' | 'fail';
  reason?: string;
}

/** The webhook's environment definition: variable name to its description. */
export type AppEnvDefinition = Record<
  string,
  {
    type?: 'string' | 'number' | 'boolean';
    description?: string;
    default?: string | number | boolean;
    required?: boolean;
    enum?: (string | number)[];
    obscure?: boolean;
    uiHint?: 'input' | 'textarea' | 'filepicker' | string;
  }
>;

/** Whose API keys, limits and other owned things: a service provider or an account. */
export type Owner = { kind: 'ServiceProviders'; sid: string } | { kind: 'Accounts'; sid: string };
