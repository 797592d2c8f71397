import { describe, expect, it } from 'vitest';
import { createMemoryStorageAdapter, createWebStorageAdapter, storageKeys } from './storage.ts';

/** A Web Storage object in memory. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe("the console's storage", () => {
  it("clears the session's keys, keeps a user's preferences and never a host's keys", () => {
    const storage = memoryStorage();
    storage.setItem('host-key', 'theirs');
    const adapter = createWebStorageAdapter({ storage });
    adapter.set(storageKeys.token, 'token');
    adapter.set(`${storageKeys.rowDensity}:u1`, 'comfortable');
    adapter.clear();
    expect(adapter.get(storageKeys.token)).toBeNull();
    expect(adapter.get(`${storageKeys.rowDensity}:u1`)).toBe('comfortable');
    expect(storage.getItem('host-key')).toBe('theirs');
  });

  it('keeps the preferences in memory too', () => {
    const adapter = createMemoryStorageAdapter({
      token: 't',
      [`${storageKeys.rowDensity}:u1`]: 'comfortable',
    });
    adapter.clear();
    expect(adapter.get('token')).toBeNull();
    expect(adapter.get(`${storageKeys.rowDensity}:u1`)).toBe('comfortable');
  });
});
