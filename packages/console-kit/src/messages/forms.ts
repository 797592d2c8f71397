/** An edit form's action bar: its unsaved-changes status and the question before leaving it. */
export const formMessages = {
  'form.unsaved': 'Unsaved changes',
  'form.leaveTitle': 'Leave without saving?',
  'form.leaveBody': 'Your changes on this page will be lost.',
  'form.stay': 'Stay',
  'form.leave': 'Leave',
} as const;
