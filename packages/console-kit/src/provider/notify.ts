export type ToastKind = 'success' | 'error';

/** Where the console's toasts go: its own Toaster by default, or a host's notification system. */
export interface Notifier {
  notify(kind: ToastKind, text: string): void;
}

/** The spec's flash-message time. */
export const TOAST_DURATION_MS = 5000;
