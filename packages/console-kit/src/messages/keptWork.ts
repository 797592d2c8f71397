// What a page offers back of a form whose session ended while it was being edited.
export const keptWorkMessages = {
  'session.keptWork':
    'You were signed out while editing this page. The changes you had not saved were kept.',
  'session.restoreKept': 'Restore my changes',
  'session.discardKept': 'Discard them',
} as const;
