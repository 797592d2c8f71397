import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConsole } from '../testing.tsx';
import { useListParams } from './useListParams.ts';

function renderList(path: string, remembered: { date?: string } = {}) {
  const harness = createTestConsole({ apiBase: 'http://127.0.0.1:9/api/v1', path });
  const hook = renderHook(
    () =>
      useListParams({ date: '7' }, { date: (value) => ['7', '30'].includes(value) }, remembered),
    { wrapper: harness.Wrapper },
  );
  return { ...hook, router: harness.router };
}

describe('useListParams', () => {
  it("keeps the list's state in the URL, through the router adapter", () => {
    const { result, router } = renderList('/internal/recent-calls');
    act(() => result.current.setFilter('date', '30'));
    act(() => result.current.setPage(3));
    expect(router.location()).toEqual({
      pathname: '/internal/recent-calls',
      search: '?date=30&page=3',
    });
    expect(result.current.filters.date).toBe('30');
    expect(result.current.page).toBe(3);
    // A new filter or page size starts again at page 1.
    act(() => result.current.setPageSize(50));
    expect(result.current.page).toBe(1);
    expect(router.location().search).toBe('?date=30&pageSize=50');
  });

  it('opens on the state a link gives, and ignores what the list does not offer', () => {
    const { result } = renderList('/internal/recent-calls?date=30&page=2');
    expect(result.current.filters.date).toBe('30');
    expect(result.current.page).toBe(2);
    const absurd = renderList('/internal/recent-calls?date=1000&page=0&pageSize=7');
    expect(absurd.result.current).toMatchObject({ filters: { date: '7' }, page: 1, pageSize: 25 });
  });

  it('opens on a remembered value the URL does not give, and writes it there', () => {
    const { result, router } = renderList('/internal/recent-calls?page=2', { date: '30' });
    expect(result.current.filters.date).toBe('30');
    expect(router.location().search).toBe('?page=2&date=30');
    const linked = renderList('/internal/recent-calls?date=7', { date: '30' });
    expect(linked.result.current.filters.date).toBe('7');
    // (the default stays in the URL: left out, the remembered value would come back)
    expect(linked.router.location().search).toBe('?date=7');
    const refused = renderList('/internal/recent-calls', { date: '1000' });
    expect(refused.result.current.filters.date).toBe('7');
    expect(refused.router.location().search).toBe('');
  });

  it('replaces the history entry, so Back leaves the list as it was left', () => {
    const { result, router } = renderList('/internal/recent-calls');
    act(() => result.current.setFilter('date', '30'));
    act(() => router.navigate('/internal/recent-calls/some-call'));
    expect(router.history).toEqual([
      '/internal/recent-calls?date=30',
      '/internal/recent-calls/some-call',
    ]);
  });
});
