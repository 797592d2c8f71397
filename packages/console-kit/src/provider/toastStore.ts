import type { Notifier, ToastKind } from './notify.ts';
import { TOAST_DURATION_MS } from './notify.ts';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** The console's own toasts: a tiny store the Toaster renders, each toast gone after 5 s. */
export function createToastStore(durationMs = TOAST_DURATION_MS) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const dismiss = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };
  const notifier: Notifier = {
    notify(kind, text) {
      const id = nextId++;
      toasts = [...toasts, { id, kind, text }];
      emit();
      setTimeout(() => dismiss(id), durationMs);
    },
  };
  return {
    notifier,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
