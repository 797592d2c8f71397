import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../provider/storage.ts';
import { createTestConsole } from '../testing.tsx';
import { useAccountFilter } from './useAccountFilter.ts';

function renderFilter(path: string, stored?: string) {
  const harness = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1', path });
  if (stored) harness.storage.set(storageKeys.accountFilter, stored);
  const hook = renderHook(() => useAccountFilter(), { wrapper: harness.Wrapper });
  return { ...hook, ...harness };
}

describe('useAccountFilter', () => {
  it('opens on the account last chosen and puts it in the URL, keeping the page', () => {
    const { result, router } = renderFilter('/internal/applications?page=2', 'acme');
    expect(result.current[0]).toBe('acme');
    expect(router.location().search).toBe('?page=2&account=acme');
  });

  it("takes a link's account and remembers it for the next list", () => {
    const { result, storage } = renderFilter('/internal/clients?account=globex', 'acme');
    expect(result.current[0]).toBe('globex');
    expect(storage.get(storageKeys.accountFilter)).toBe('globex');
  });

  it('starts again at page 1 on another account, and forgets it for all accounts', () => {
    const { result, router, storage } = renderFilter('/internal/applications?page=3&account=acme');
    act(() => result.current[1]('globex'));
    expect(router.location().search).toBe('?account=globex');
    expect(router.history).toHaveLength(1);
    act(() => result.current[1](''));
    expect(router.location().search).toBe('');
    expect(storage.get(storageKeys.accountFilter)).toBeNull();
  });
});
