/** The list table's own controls (every list). */
export const listMessages = {
  'list.density': 'Row density',
  'list.compact': 'Compact rows',
  'list.comfortable': 'Comfortable rows',
} as const;
