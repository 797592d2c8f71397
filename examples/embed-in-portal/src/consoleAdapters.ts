import { createWebStorageAdapter, type AuthAdapter } from 'console-kit';

export const CONSOLE_BASE = '/voice';
/** The portal keeps the console's token under a key of its own. */
export const PORTAL_TOKEN_KEY = 'northwind.voiceToken';

/** The portal's auth adapter: its own storage key; when the console's session ends, the portal
 *  lets the console show its sign-in page inside the portal. */
export const portalAuth: AuthAdapter = {
  getToken: () => localStorage.getItem(PORTAL_TOKEN_KEY),
  setToken: (token) => localStorage.setItem(PORTAL_TOKEN_KEY, token),
  clearToken: () => localStorage.removeItem(PORTAL_TOKEN_KEY),
};

/** The console's own small state, under the portal's namespace. */
export const consoleStorage = createWebStorageAdapter({ namespace: 'northwind-voice' });
