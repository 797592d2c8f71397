/** Rows as stored; 0/1 for booleans. */
export type Flag = 0 | 1;

export interface UserRow {
  user_sid: string;
  name: string;
  email: string;
  pending_email: string | null;
  phone: string | null;
  hashed_password: string | null;
  account_sid: string | null;
  service_provider_sid: string | null;
  force_change: Flag;
  provider: string;
  provider_userid: string | null;
  scope: string;
  phone_activation_code: string | null;
  email_activation_code: string | null;
  email_validated: Flag;
  phone_validated: Flag;
  email_content_opt_out: Flag;
  is_active: Flag;
  is_view_only: Flag;
}

export interface ServiceProviderRow {
  service_provider_sid: string;
  name: string;
  description: string | null;
  root_domain: string | null;
  registration_hook_sid: string | null;
  ms_teams_fqdn: string | null;
  lcr_sid: string | null;
}

export interface AccountRow {
  account_sid: string;
  name: string;
  sip_realm: string | null;
  service_provider_sid: string;
  registration_hook_sid: string | null;
  queue_event_hook_sid: string | null;
  device_calling_application_sid: string | null;
  is_active: Flag;
  created_at: string;
  plan_type: string;
  stripe_customer_id: string | null;
  webhook_secret: string;
  disable_cdrs: Flag;
  trial_end_date: string | null;
  deactivated_reason: string | null;
  device_to_call_ratio: number;
  subspace_client_id: string | null;
  subspace_client_secret: string | null;
  subspace_sip_teleport_id: string | null;
  subspace_sip_teleport_destinations: string | null;
  siprec_hook_sid: string | null;
  record_all_calls: Flag;
  record_format: string;
  bucket_credential: string | null;
  enable_debug_log: Flag;
}

export interface WebhookRow {
  webhook_sid: string;
  url: string;
  method: string;
  username: string | null;
  password: string | null;
}

export interface ApiKeyRow {
  api_key_sid: string;
  token: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  expires_at: string | null;
  last_used: string | null;
  created_at: string;
}

export interface ApplicationRow {
  application_sid: string;
  name: string;
  service_provider_sid: string | null;
  account_sid: string;
  app_json: string | null;
  speech_synthesis_vendor: string;
  speech_synthesis_language: string;
  speech_synthesis_voice: string | null;
  speech_synthesis_label: string | null;
  speech_recognizer_vendor: string;
  speech_recognizer_language: string;
  speech_recognizer_label: string | null;
  use_for_fallback_speech: Flag;
  fallback_speech_synthesis_vendor: string | null;
  fallback_speech_synthesis_language: string | null;
  fallback_speech_synthesis_voice: string | null;
  fallback_speech_synthesis_label: string | null;
  fallback_speech_recognizer_vendor: string | null;
  fallback_speech_recognizer_language: string | null;
  fallback_speech_recognizer_label: string | null;
  record_all_calls: Flag;
  env_vars: string | null;
  created_at: string;
  call_hook_sid: string | null;
  call_status_hook_sid: string | null;
  messaging_hook_sid: string | null;
}

export interface VoipCarrierRow {
  voip_carrier_sid: string;
  name: string;
  description: string | null;
  account_sid: string | null;
  service_provider_sid: string | null;
  application_sid: string | null;
  e164_leading_plus: Flag;
  requires_register: Flag;
  register_username: string | null;
  register_sip_realm: string | null;
  register_password: string | null;
  tech_prefix: string | null;
  inbound_auth_username: string | null;
  inbound_auth_password: string | null;
  diversion: string | null;
  is_active: Flag;
  created_at: string;
  smpp_system_id: string | null;
  smpp_password: string | null;
  smpp_enquire_link_interval: number | null;
  smpp_inbound_system_id: string | null;
  smpp_inbound_password: string | null;
  register_from_user: string | null;
  register_from_domain: string | null;
  register_public_ip_in_contact: Flag;
  register_status: string | null;
  dtmf_type: string;
  outbound_sip_proxy: string | null;
  trunk_type: string;
}

export interface PhoneNumberRow {
  phone_number_sid: string;
  number: string;
  voip_carrier_sid: string;
  account_sid: string | null;
  application_sid: string | null;
  service_provider_sid: string | null;
}

export interface TeamsTenantRow {
  ms_teams_tenant_sid: string;
  service_provider_sid: string;
  account_sid: string;
  application_sid: string | null;
  tenant_fqdn: string;
}

export interface PasswordSettingsRow {
  min_password_length: number;
  require_digit: Flag;
  require_special_character: Flag;
}

export interface SipGatewayRow {
  sip_gateway_sid: string;
  ipv4: string;
  netmask: number;
  port: number | null;
  inbound: Flag;
  outbound: Flag;
  voip_carrier_sid: string;
  is_active: Flag;
  send_options_ping: Flag;
  use_sips_scheme: Flag;
  pad_crypto: Flag;
  protocol: string;
  remove_ice: Flag;
  dtls_off: Flag;
}

export interface SmppGatewayRow {
  smpp_gateway_sid: string;
  ipv4: string;
  port: number;
  netmask: number;
  is_primary: Flag;
  use_tls: Flag;
  inbound: Flag;
  outbound: Flag;
  voip_carrier_sid: string;
}

export interface SpeechCredentialRow {
  speech_credential_sid: string;
  service_provider_sid: string | null;
  account_sid: string | null;
  vendor: string;
  use_for_tts: Flag;
  use_for_stt: Flag;
  last_used: string | null;
  last_tested: string | null;
  tts_tested_ok: Flag | null;
  stt_tested_ok: Flag | null;
  created_at: string;
  label: string | null;
  /** The vendor fields as JSON text. */
  credential: string;
}

export interface GoogleCustomVoiceRow {
  google_custom_voice_sid: string;
  speech_credential_sid: string;
  model: string | null;
  reported_usage: string;
  name: string | null;
  voice_cloning_key: string | null;
  use_voice_cloning_key: Flag;
}

export interface ClientRow {
  client_sid: string;
  account_sid: string;
  username: string;
  password: string;
  is_active: Flag;
  allow_direct_app_calling: Flag;
  allow_direct_queue_calling: Flag;
  allow_direct_user_calling: Flag;
}

/** An outbound call routing table: a provider's (service_provider_sid set) or an account's. */
export interface LcrRow {
  lcr_sid: string;
  name: string | null;
  is_active: Flag;
  default_carrier_set_entry_sid: string | null;
  service_provider_sid: string | null;
  account_sid: string | null;
}

export interface LcrRouteRow {
  lcr_route_sid: string;
  lcr_sid: string;
  regex: string;
  description: string | null;
  priority: number;
}

export interface LcrCarrierSetEntryRow {
  lcr_carrier_set_entry_sid: string;
  workload: number;
  lcr_route_sid: string;
  voip_carrier_sid: string;
  priority: number;
}
