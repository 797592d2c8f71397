/** The list table's own controls (every list): density and the pager. */
export const listMessages = {
  'pager.total': 'Total: {count, number} record(s)',
  'pager.label': 'Pages',
  'pager.page': 'Page {page}',
  'pager.back': 'Back to page {page}',
  'pager.forward': 'On to page {page}',
  'pager.pageSize': 'Rows per page',
  'pager.perPage': '{count} per page',
  'list.density': 'Row density',
  'list.compact': 'Compact rows',
  'list.comfortable': 'Comfortable rows',
  /** A row the user's account uses but may not change (its service provider's). */
  'list.readOnly': 'Read-only',
  'list.providerOwned':
    '{name} belongs to your service provider: your account can use it but not change it.',
} as const;
