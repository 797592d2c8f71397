// console-kit's public surface: hosts import from here and nothing else.
export { ConsoleProvider, type ConsoleProviderProps } from './ConsoleProvider.tsx';
export { ConsoleRoutes } from './routes/ConsoleRoutes.tsx';
export { useConsole, useSession, type Session, type Flash } from './provider/context.ts';

export type { AuthAdapter, SessionEndReason } from './provider/auth.ts';
export { createStorageAuthAdapter } from './provider/auth.ts';
export type { RouterAdapter, ConsoleLocation } from './provider/router.ts';
export { createBrowserRouterAdapter, createMemoryRouterAdapter } from './provider/router.ts';
export type { StorageAdapter } from './provider/storage.ts';
export {
  createWebStorageAdapter,
  createMemoryStorageAdapter,
  storageKeys,
} from './provider/storage.ts';
export type { Notifier, ToastKind } from './provider/notify.ts';
export type { PaymentsAdapter } from './provider/payments.ts';
export { TOAST_DURATION_MS } from './provider/notify.ts';
export type { Messages, MessageKey, MessageOverrides } from './messages/catalog.ts';
export { defaultMessages } from './messages/catalog.ts';
export type { Features } from './provider/features.ts';
export { defaultFeatures, parseFeatures } from './provider/features.ts';
export type { HostedConfig } from './provider/hosted.ts';
export type { OAuthClient, OAuthProvider } from './lib/oauth.ts';
export type { ThemeChoice } from './provider/useTheme.ts';

export { ApiError, isApiError } from './api/errors.ts';
export { can, type Action, type OwnedRecord, type Resource, type Subject } from './session/can.ts';
export type { Api } from './api/resources.ts';
export type * from './api/types.ts';

export { Shell } from './shell/Shell.tsx';
export { SignInPage } from './pages/sign-in/SignInPage.tsx';
export { CreatePasswordPage } from './pages/create-password/CreatePasswordPage.tsx';
export { ForgotPasswordPage } from './pages/forgot-password/ForgotPasswordPage.tsx';
export { ResetPasswordPage } from './pages/reset-password/ResetPasswordPage.tsx';
export { NotFoundPage } from './pages/not-found/NotFoundPage.tsx';
