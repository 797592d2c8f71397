// The console's frame (its menu, the provider it works in, Sign out) and adding a provider.
export const shellMessages = {
  'shell.menu': 'Menu',
  'shell.closeMenu': 'Close menu',
  'shell.signOut': 'Sign out',
  'shell.navigation': 'Main navigation',
  'shell.serviceProvider': 'Service provider',
  'shell.providers': 'Service providers',
  'shell.providersFailed': 'The service providers could not be loaded: {message}',
  'shell.addServiceProvider': 'Add service provider',
  'shell.byoServices': 'BYO Services',
  'serviceProvider.addTitle': 'Add service provider',
  'serviceProvider.added': 'Added new service provider {name}',
  'alerts.unread': '{count} unread',
} as const;
