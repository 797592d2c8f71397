import { describe, expect, it } from 'vitest';
import { namesById } from './namesById.ts';

type Pet = { id: string; name: string };
const petNames = namesById(
  (pet: Pet) => pet.id,
  (pet) => pet.name,
);

describe('namesById', () => {
  it('gives each name by its id', () => {
    const names = petNames([
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bo' },
    ]);
    expect([...names]).toEqual([
      ['a', 'Ada'],
      ['b', 'Bo'],
    ]);
  });

  it('indexes a list once, and a new list (a new answer) anew', () => {
    const list = [{ id: 'a', name: 'Ada' }];
    expect(petNames(list)).toBe(petNames(list));
    const renamed = [{ id: 'a', name: 'Ava' }];
    expect(petNames(renamed).get('a')).toBe('Ava');
  });
});
