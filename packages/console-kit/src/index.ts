// console-kit's public surface: hosts import from here and nothing else.
export { ConsoleProvider, type ConsoleProviderProps } from './ConsoleProvider.tsx';
export { ConsoleRoutes, type ConsoleRoutesProps } from './routes/ConsoleRoutes.tsx';
export { preloadRoute, routeModules } from './routes/routeModules.ts';
export {
  useConsole,
  useSession,
  type ConsoleContextValue,
  type Session,
  type Flash,
} from './provider/context.ts';
export { useFormat } from './provider/useFormat.ts';

export type { AuthAdapter, SessionEndReason } from './provider/auth.ts';
export { createStorageAuthAdapter } from './provider/auth.ts';
export type { RouterAdapter, ConsoleLocation } from './provider/router.ts';
export type { LeaveGuard } from './provider/leaveGuard.ts';
export { createBrowserRouterAdapter, createMemoryRouterAdapter } from './provider/router.ts';
export { useHostRouterAdapter, type HostRouter } from './provider/hostRouter.ts';
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
export type { Api, ApiResource } from './api/resources.ts';
export type * from './api/types.ts';
export type * from './api/accounts.ts';
export type * from './api/applications.ts';
export type * from './api/calls.ts';
export type * from './api/carriers.ts';
export type * from './api/clients.ts';
export type * from './api/hosted.ts';
export type * from './api/lcrs.ts';
export type * from './api/numbersAndTenants.ts';
export type * from './api/serviceProviders.ts';
export type * from './api/speech.ts';
export type * from './api/subscriptions.ts';
export type * from './api/users.ts';
export type * from './api/settings.ts';
export type { TokenClaims } from './api/token.ts';
export type { BodyKind } from './api/errors.ts';
export type * from './api/client.ts';
export type { Shape } from './api/shape.ts';
export type { SpeechField } from './lib/speechVendors.ts';
export type { MessageValues } from './messages/messageFormat.ts';
export type { Permissions } from './session/permissions.ts';
export type { WorkKeeper, TrackedForm } from './session/workKeeper.ts';
export type { Format } from './lib/format.ts';
export type { Translate } from './messages/translate.ts';

export { Shell, type Chrome } from './shell/Shell.tsx';
// Every internal page, to mount on its own inside ConsoleProvider (each loads when first shown).
export * from './routes/singlePages.tsx';
export type { PageLeads } from './routes/pageRouter.ts';
export { SignInPage } from './pages/sign-in/SignInPage.tsx';
export { CreatePasswordPage } from './pages/create-password/CreatePasswordPage.tsx';
export { ForgotPasswordPage } from './pages/forgot-password/ForgotPasswordPage.tsx';
export { ResetPasswordPage } from './pages/reset-password/ResetPasswordPage.tsx';
export { NotFoundPage } from './pages/not-found/NotFoundPage.tsx';
