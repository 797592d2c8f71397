// Webhook fields, shared by accounts and applications.
export const webhookMessages = {
  'webhook.urlExample': 'e.g. https://example.com/webhook',
  'webhook.method': '{label} method',
  'webhook.methodShort': 'Method',
  'webhook.useAuth': 'Use HTTP basic authentication',
  'webhook.username': 'Username',
  'webhook.password': 'Password',
  'webhook.authBoth':
    'When using HTTP basic authentication both username and password fields are required.',
  'webhook.urlRequired': 'Enter a URL.',
  'webhook.urlInvalid': 'Enter a URL that starts with http://, https://, ws:// or wss://.',
} as const;
