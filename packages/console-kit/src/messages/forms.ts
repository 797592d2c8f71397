/** Forms' own parts: the action bar's unsaved-changes status and the question before leaving,
 *  file fields, row groups, in-use lists and copy buttons. */
export const formMessages = {
  'form.unsaved': 'Unsaved changes',
  'form.leaveTitle': 'Leave without saving?',
  'form.leaveBody': 'Your changes on this page will be lost.',
  'form.stay': 'Stay',
  'form.leave': 'Leave',
  'form.fileReadFailed': 'Failed to read file: {reason}',
  'form.andMore': '…and {count, number} more',
  'form.remove': 'Remove',
  'clipboard.copied': 'copied to clipboard',
  'clipboard.failed': 'Unable to copy {text}, please select the text and right click to copy',
} as const;
