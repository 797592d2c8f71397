import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from './notify.ts';
import { createToastStore } from './toastStore.ts';

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a toast for the spec flash time, 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const store = createToastStore();
    store.notifier.notify('success', 'User created successfully');
    store.notifier.notify('error', 'insufficient permissions');
    expect(store.getSnapshot().map((toast) => [toast.kind, toast.text])).toEqual([
      ['success', 'User created successfully'],
      ['error', 'insufficient permissions'],
    ]);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('lets the user dismiss a toast early', () => {
    const store = createToastStore();
    let changes = 0;
    store.subscribe(() => changes++);
    store.notifier.notify('success', 'Saved');
    store.dismiss(store.getSnapshot()[0]!.id);
    expect(store.getSnapshot()).toEqual([]);
    expect(changes).toBe(2);
  });
});
