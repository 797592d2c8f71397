/** The list table's own controls (every list). */
export const listMessages = {
  'list.density': 'Row density',
  'list.compact': 'Compact rows',
  'list.comfortable': 'Comfortable rows',
  /** A row the user's account uses but may not change (its service provider's). */
  'list.readOnly': 'Read-only',
  'list.providerOwned':
    '{name} belongs to your service provider: your account can use it but not change it.',
} as const;
