import { describe, expect, it } from 'vitest';
import { shapeProblem } from './shape.ts';

describe("an answer's shape", () => {
  it('takes an array as a list, and nothing else', () => {
    expect(shapeProblem([], 'list')).toBeNull();
    expect(shapeProblem({ total: 0, data: [] }, 'list')).toBe('expected a list (an array)');
    expect(shapeProblem(undefined, 'list')).toBe('expected a list (an array)');
  });

  it('takes { total, data: [] } as a page, and names what is missing', () => {
    expect(shapeProblem({ total: 2, page: 1, data: [{}, {}] }, 'page')).toBeNull();
    expect(shapeProblem([], 'page')).toBe('expected a page ({ total, data })');
    expect(shapeProblem({ total: '2', data: [] }, 'page')).toBe(
      'expected a page whose total is a number',
    );
    expect(shapeProblem({ total: 2, data: {} }, 'page')).toBe(
      'expected a page whose data is a list',
    );
  });
});
