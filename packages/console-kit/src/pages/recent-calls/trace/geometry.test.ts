import { describe, expect, it } from 'vitest';
import { barGeometry, cutLabel, indentOf, MIN_BAR_PERCENT } from './geometry.ts';

describe('cutLabel', () => {
  it('keeps a name of up to 36 characters', () => {
    const name = 'x'.repeat(36);
    expect(cutLabel(name)).toBe(name);
  });

  it('cuts a longer name at 36 characters', () => {
    const label = cutLabel('a'.repeat(30) + 'bcdefghijk');
    expect(label).toBe('a'.repeat(30) + 'bcdefg…');
    expect(label.length).toBe(37);
  });
});

describe('indentOf', () => {
  it('indents 30 px per level', () => {
    expect([0, 1, 4].map(indentOf)).toEqual([0, 30, 120]);
  });
});

describe('barGeometry', () => {
  it('places a bar by its share of the trace', () => {
    expect(barGeometry(250, 750, 1000)).toEqual({ left: 25, width: 50 });
    expect(barGeometry(0, 1000, 1000)).toEqual({ left: 0, width: 100 });
  });

  it('keeps an instant span visible', () => {
    expect(barGeometry(500, 500, 1000)).toEqual({ left: 50, width: MIN_BAR_PERCENT });
  });

  it('never runs past the end of the line', () => {
    const end = barGeometry(1000, 1000, 1000);
    expect(end.left + end.width).toBeCloseTo(100);
  });

  it('fills the line when the trace has no length', () => {
    expect(barGeometry(0, 0, 0)).toEqual({ left: 0, width: 100 });
  });
});
