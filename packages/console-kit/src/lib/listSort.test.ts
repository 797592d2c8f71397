import { describe, expect, it } from 'vitest';
import { nextSort, readSort, sortRows, writeSort } from './listSort.ts';

describe("a list's sort", () => {
  it('reads and writes a column and its direction', () => {
    expect(readSort('name')).toEqual({ column: 'name', descending: false });
    expect(readSort('-name')).toEqual({ column: 'name', descending: true });
    expect(writeSort({ column: 'sid', descending: true })).toBe('-sid');
    expect(readSort('')).toBeNull();
    expect(readSort('--x')).toBeNull();
    expect(readSort('name;drop')).toBeNull();
  });

  it('sorts ascending first, then the other way, and a new column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', descending: false });
    expect(nextSort({ column: 'name', descending: false }, 'name').descending).toBe(true);
    expect(nextSort({ column: 'name', descending: true }, 'name').descending).toBe(false);
    expect(nextSort({ column: 'name', descending: true }, 'realm').descending).toBe(false);
  });

  it('sorts text as a reader does and numbers by size, the empty ones last', () => {
    const rows = ['b', 'item 10', '', 'A', 'item 9', null].map((name) => ({ name }));
    expect(sortRows(rows, (row) => row.name).map((row) => row.name)).toEqual([
      'A',
      'b',
      'item 9',
      'item 10',
      '',
      null,
    ]);
    expect(sortRows(rows, (row) => row.name, true).map((row) => row.name)).toEqual([
      'item 10',
      'item 9',
      'b',
      'A',
      '',
      null,
    ]);
    expect(sortRows([{ n: 10 }, { n: 9 }, { n: 100 }], (row) => row.n)).toEqual([
      { n: 9 },
      { n: 10 },
      { n: 100 },
    ]);
  });
});
