import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges, sameValue } from './changes.ts';

describe('sameValue', () => {
  it.each([
    [1, 1, true],
    [null, null, true],
    [null, undefined, false],
    ['', null, false],
    [0, false, false],
    [{ url: 'a', method: 'POST' }, { method: 'POST', url: 'a' }, true],
    [{ url: 'a' }, { url: 'a', method: 'POST' }, false],
    [{ url: 'a', method: undefined }, { url: 'a', other: undefined }, false],
    [['a', 'b'], ['a', 'b'], true],
    [['a', 'b'], ['b', 'a'], false],
    [[], {}, false],
    [{ tags: [{ name: 'x', value: '1' }] }, { tags: [{ name: 'x', value: '1' }] }, true],
    [{ tags: [{ name: 'x', value: '1' }] }, { tags: [{ name: 'x', value: '2' }] }, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
    expect(sameValue(b, a)).toBe(same);
  });
});

describe('changedFields', () => {
  const stored = {
    name: 'Acme Sales',
    sip_realm: 'sales.example' as string | null,
    registration_hook: { url: 'https://h.example/reg', method: 'POST' } as object | null,
    service_provider_sid: null as string | null,
  };

  it('sends nothing for an unchanged form', () => {
    const changes = changedFields(stored, {
      ...stored,
      registration_hook: { method: 'POST', url: 'https://h.example/reg' },
    });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends only the fields that changed, a cleared one as the value the form holds', () => {
    const changes = changedFields(stored, { ...stored, name: 'Acme Sales EU', sip_realm: null });
    expect(changes).toEqual({ name: 'Acme Sales EU', sip_realm: null });
    expect(hasChanges(changes)).toBe(true);
  });

  it('sends a nested object whole when any part of it changed', () => {
    const hook = { url: 'https://h.example/reg2', method: 'POST' };
    expect(changedFields(stored, { ...stored, registration_hook: hook })).toEqual({
      registration_hook: hook,
    });
  });

  it('ignores a field the next value does not carry', () => {
    const { name, ...rest } = stored;
    expect(name).toBe('Acme Sales');
    expect(changedFields(stored, rest as typeof stored)).toEqual({});
  });
});
