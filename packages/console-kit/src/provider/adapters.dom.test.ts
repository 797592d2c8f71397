import { describe, expect, it, vi } from 'vitest';
import { parseFeatures } from './features.ts';
import {
  createBrowserRouterAdapter,
  createMemoryRouterAdapter,
  joinBase,
  stripBase,
} from './router.ts';
import { createWebStorageAdapter, defaultNamespace } from './storage.ts';

describe('parseFeatures', () => {
  it('reads strings as a person means them: "false" is off', () => {
    expect(
      parseFeatures({
        forgotPassword: 'false',
        hostedSystem: 'true',
        tracing: '0',
        leastCostRouting: 'on',
      }),
    ).toEqual({
      forgotPassword: false,
      hostedSystem: true,
      tracing: false,
      leastCostRouting: true,
    });
  });

  it('ignores unknown names and unreadable values', () => {
    expect(parseFeatures({ hostedSytem: true, tracing: 'maybe', callRecording: null })).toEqual({});
    expect(parseFeatures('hostedSystem')).toEqual({});
  });
});

describe('router paths', () => {
  it('joins and strips a base path', () => {
    expect(joinBase('', '/internal/accounts')).toBe('/internal/accounts');
    expect(joinBase('/voice/', '/internal/accounts')).toBe('/voice/internal/accounts');
    expect(stripBase('/voice', '/voice/internal/accounts')).toBe('/internal/accounts');
    expect(stripBase('/voice', '/voice')).toBe('/');
    expect(stripBase('', '/internal')).toBe('/internal');
    expect(joinBase('/voice', '/')).toBe('/voice');
    expect(joinBase('', '/')).toBe('/');
  });

  it('keeps a history in memory', () => {
    const router = createMemoryRouterAdapter('/');
    let changes = 0;
    router.subscribe(() => changes++);
    router.navigate('/internal/users?scope=all');
    expect(router.location()).toEqual({ pathname: '/internal/users', search: '?scope=all' });
    router.navigate('/internal/alerts', { replace: true });
    expect(router.history).toEqual(['/', '/internal/alerts']);
    expect(changes).toBe(2);
  });
});

describe('createBrowserRouterAdapter', () => {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('asks before following Back: held, it is undone; retried, it is followed', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouterAdapter();
    const seen: string[] = [];
    const stop = router.subscribe(() => seen.push(router.location().pathname));
    router.navigate('/internal/accounts');
    router.navigate('/internal/accounts/a1/edit');
    seen.length = 0;
    let hold = true;
    const retries: (() => void)[] = [];
    const unblock = router.block?.((retry) => {
      retries.push(retry);
      return hold;
    });

    window.history.back();
    await vi.waitFor(() => expect(retries).toHaveLength(1));
    await settled();
    expect(window.location.pathname).toBe('/internal/accounts/a1/edit');
    expect(seen).toEqual([]);

    retries[0]?.();
    await vi.waitFor(() => expect(seen).toEqual(['/internal/accounts']));
    expect(retries).toHaveLength(1);

    hold = false;
    window.history.forward();
    await vi.waitFor(() =>
      expect(seen).toEqual(['/internal/accounts', '/internal/accounts/a1/edit']),
    );
    unblock?.();
    window.history.back();
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(retries).toHaveLength(2);
    stop();
  });

  it('gives the opening entry its place once idle after the first paint, not at the first move', async () => {
    window.history.replaceState(null, '', '/internal/accounts');
    const router = createBrowserRouterAdapter();
    const stop = router.subscribe(() => {});
    expect(window.history.state).toBeNull();
    await vi.waitFor(() => expect(window.history.state).toEqual({ consolePlace: 0 }));
    const writes = vi.spyOn(window.history, 'replaceState');
    router.navigate('/internal/accounts/a1/edit');
    expect(writes).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ consolePlace: 1 });
    writes.mockRestore();
    stop();
  });

  it('writes nothing to the history on opening, and still asks before Back to the first page', async () => {
    window.history.replaceState(null, '', '/internal/accounts');
    const writes = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouterAdapter();
    const seen: string[] = [];
    const stop = router.subscribe(() => seen.push(router.location().pathname));
    expect(writes).not.toHaveBeenCalled();
    expect(window.history.state).toBeNull();
    writes.mockRestore();

    router.navigate('/internal/accounts/a1/edit');
    const retries: (() => void)[] = [];
    const unblock = router.block?.((retry) => {
      retries.push(retry);
      return true;
    });
    window.history.back();
    await vi.waitFor(() => expect(retries).toHaveLength(1));
    await settled();
    expect(window.location.pathname).toBe('/internal/accounts/a1/edit');
    retries[0]?.();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/internal/accounts'));
    expect(seen.at(-1)).toBe('/internal/accounts');
    unblock?.();
    stop();
  });
});

describe('createWebStorageAdapter', () => {
  it('namespaces its keys and clears only its own', () => {
    localStorage.clear();
    localStorage.setItem('host.preferences', 'keep me');
    const storage = createWebStorageAdapter({ namespace: 'voice' });
    storage.set('token', 'abc');
    storage.set('serviceProvider', 'sp1');
    expect(localStorage.getItem('voice:token')).toBe('abc');
    storage.clear();
    expect(storage.get('token')).toBeNull();
    expect(localStorage.getItem('voice:serviceProvider')).toBeNull();
    expect(localStorage.getItem('host.preferences')).toBe('keep me');
  });

  it("keeps to the tab's sessionStorage when asked, and reads nothing where it is refused", () => {
    localStorage.clear();
    sessionStorage.clear();
    const cache = createWebStorageAdapter({ namespace: 'voice', area: 'sessionStorage' });
    cache.set('accounts', '[]');
    expect(sessionStorage.getItem('voice:accounts')).toBe('[]');
    expect(localStorage.length).toBe(0);
    cache.clear();
    expect(sessionStorage.length).toBe(0);

    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(cache.get('accounts')).toBeNull();
    expect(() => cache.set('accounts', '[]')).not.toThrow();
    refused.mockRestore();
  });
});

describe('defaultNamespace', () => {
  it("keeps the page's own API under 'console-kit' and any other API base apart", () => {
    const own = 'https://portal.example/api/v1';
    expect(defaultNamespace(own, own)).toBe('console-kit');
    expect(defaultNamespace('https://a.example/api/v1', own)).toBe(
      'console-kit@https://a.example/api/v1',
    );
    expect(defaultNamespace('/api/v1', null)).toBe('console-kit@/api/v1');
  });
});
