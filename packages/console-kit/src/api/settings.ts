import type { Request } from './client.ts';
import type { PasswordSettings, SystemInformation } from './types.ts';

export const settingsApi = (request: Request) => ({
  passwordSettings: (token?: string) =>
    request<PasswordSettings>('GET', 'PasswordSettings', token ? { token, session: false } : {}),
  savePasswordSettings: (body: PasswordSettings) =>
    request<void>('POST', 'PasswordSettings', { json: body }),
  systemInformation: () => request<SystemInformation>('GET', 'SystemInformation'),
  saveSystemInformation: (body: SystemInformation) =>
    request<SystemInformation>('POST', 'SystemInformation', { json: body }),
  ttsCache: () => request<{ size: number }>('GET', 'TtsCache'),
  clearTtsCache: () => request<void>('DELETE', 'TtsCache'),
});
