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

export interface Lcr {
  lcr_sid: string;
  name: string;
  is_active: Flag;
  account_sid: string | null;
  service_provider_sid: string | null;
  default_carrier_set_entry_sid: string | null;
  number_routes: number;
}
