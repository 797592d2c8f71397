// Every user-facing string of the console, keyed by meaning, with the spec's exact English. A host
// overrides any of them (white-label, translation) through ConsoleProvider's `messages` prop.
export const defaultMessages = {
  'app.name': 'Voice Console',

  'session.expired': 'Your session has expired. Please log in and try again.',
  'session.unreachable': 'The server cannot be reached.',
  'session.loginRequired': 'You must log in to view that page.',
  'session.loggedOut': "You've successfully logged out.",
  'session.expiresSoon':
    'Your session expires in {minutes} min. Save your work and sign in again to continue.',
  'session.signInAgain': 'Sign in again',

  'error.generic': 'Something went wrong, please try again.',
  'error.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'error.unexpected': 'Unexpected Application Error',
  'error.reload': 'Reload the page',
  'error.noAccess': 'You do not have access.',

  'signIn.title': 'Sign in',
  'signIn.username': 'Username',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.submitting': 'Signing in…',
  'signIn.forgot': 'Forgot Password',
  'signIn.invalid': 'Login credentials are incorrect.',
  'signIn.serverError': 'The server could not complete the sign-in. Please try again later.',
  'signIn.required': 'Enter your username and password.',

  'password.mustIntro': 'Password must:',
  'password.minLength': 'Be at least {count} characters long',
  'password.digit': 'Contain at least one number',
  'password.special': 'Contain at least one special character',
  'password.mismatch': 'Passwords do not match.',
  'password.capsLock': 'CAPSLOCK is enabled!',
  'password.new': 'New password',
  'password.confirm': 'Confirm new password',
  'password.letter': 'Password must contain a letter.',
  'password.show': 'Show password',
  'password.hide': 'Hide password',

  'createPassword.title': 'Create a new password',
  'createPassword.intro': 'You must change your password before you continue.',
  'createPassword.submit': 'Save password',
  'createPassword.submitting': 'Saving…',

  'forgotPassword.title': 'Forgot password',
  'forgotPassword.intro':
    'Enter the e-mail address of your account and we will send you a link to reset your password.',
  'forgotPassword.email': 'E-mail',
  'forgotPassword.submit': 'Send reset link',
  'forgotPassword.sent':
    'A password reset email has been sent to your email. Please check your inbox (and, possibly, spam folder) and follow the instructions to reset your password.',
  'forgotPassword.emailRequired': 'Enter your e-mail address.',
  'forgotPassword.back': 'Back to sign in',

  'resetPassword.title': 'Reset password',
  'resetPassword.submit': 'Save',
  'resetPassword.mismatch':
    'The confirmation password does not match the new password. Please ensure both passwords are identical.',
  'resetPassword.invalidLink': 'This password reset link is invalid or has expired.',
  'resetPassword.requestNew': 'Request a new link',
  'resetPassword.done': 'New password was successfully set.',

  'notFound.title': "That page doesn't exist.",
  'notFound.logIn': 'Log in',
  'notFound.home': 'Go to the console',

  'shell.menu': 'Menu',
  'shell.closeMenu': 'Close menu',
  'shell.signOut': 'Sign out',
  'shell.navigation': 'Main navigation',
  'shell.serviceProvider': 'Service provider',
  'shell.addServiceProvider': 'Add service provider',
  'shell.byoServices': 'BYO Services',
  'scope.admin': 'Admin',
  'scope.service_provider': 'Service provider',
  'scope.account': 'Account',
  'scope.viewOnly': 'view only',

  'nav.users': 'Users',
  'nav.settings': 'Settings',
  'nav.accounts': 'Accounts',
  'nav.account': 'Account',
  'nav.clients': 'Clients',
  'nav.applications': 'Applications',
  'nav.recentCalls': 'Recent calls',
  'nav.alerts': 'Alerts',
  'nav.carriers': 'Carriers',
  'nav.speech': 'Speech',
  'nav.phoneNumbers': 'Phone Numbers',
  'nav.msTeamsTenants': 'MS Teams Tenants',
  'nav.outboundRouting': 'Outbound Call Routing',

  'serviceProvider.addTitle': 'Add service provider',
  'serviceProvider.name': 'Name',
  'serviceProvider.nameRequired': 'Service provider name is required.',
  'serviceProvider.added': 'Added new service provider {name}',

  'form.required': 'Fields marked with an asterisk are required.',
  'form.cancel': 'Cancel',
  'form.save': 'Save',
  'form.saving': 'Saving…',
  'form.close': 'Close',

  'apiKeys.today': 'Today',
  'apiKeys.yesterday': 'Yesterday',
  'apiKeys.daysAgo': '{count} days ago',
  'apiKeys.neverUsed': 'Never used',

  'pager.total': 'Total: {count} record(s)',
  'pager.label': 'Pages',
  'pager.page': 'Page {page}',
  'pager.back': 'Back to page {page}',
  'pager.forward': 'On to page {page}',
  'pager.pageSize': 'Rows per page',
  'pager.perPage': '{count} per page',

  'clipboard.copied': 'copied to clipboard',
  'clipboard.failed': 'Unable to copy {text}, please select the text and right click to copy',

  'page.pending': 'This page is not part of this version of the console yet.',
  'toast.dismiss': 'Dismiss',
  loading: 'Loading…',
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, params: Record<string, string | number> = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function createTranslate(overrides: MessageOverrides = {}): Translate {
  const catalog: Messages = { ...defaultMessages, ...overrides };
  return (key, params) => formatMessage(catalog[key], params);
}
