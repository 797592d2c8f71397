import { describe, expect, it } from 'vitest';
import { createWorkKeeper, type TrackedForm } from './workKeeper.ts';

function form(path: string, values: unknown, changed = true, name = 'values') {
  const restored: unknown[] = [];
  const tracked: TrackedForm = {
    path,
    name,
    read: () => ({ changed, values }),
    restore: (value) => void restored.push(value),
  };
  return { tracked, restored };
}

describe('the work keeper', () => {
  it('keeps changed forms only, and sends their user back to the page', () => {
    const keeper = createWorkKeeper();
    const edited = form('/internal/accounts/a1/edit', { name: 'Typed' });
    const untouched = form('/internal/users', { name: 'Same' }, false);
    keeper.track(edited.tracked);
    keeper.track(untouched.tracked);
    keeper.keep('user-1');
    expect(keeper.resume('user-1')).toBe('/internal/accounts/a1/edit');
  });

  it('offers the values once the page’s form is open again, and restores them into it', () => {
    const keeper = createWorkKeeper();
    const stop = keeper.track(form('/p', { name: 'Typed' }).tracked);
    keeper.keep('user-1');
    stop();
    expect(keeper.offered('/p')).toBe(false); // nothing open to restore into yet
    const reopened = form('/p', { name: 'Fresh' }, false);
    keeper.track(reopened.tracked);
    expect(keeper.offered('/p')).toBe(true);
    keeper.restore('/p');
    expect(reopened.restored).toEqual([{ name: 'Typed' }]);
    expect(keeper.offered('/p')).toBe(false);
    expect(keeper.resume('user-1')).toBeNull();
  });

  it('restores each kept state of a page into the state of the same name', () => {
    const keeper = createWorkKeeper();
    keeper.track(form('/p', { a: 1 }, true, 'values').tracked);
    keeper.track(form('/p', { b: 2 }, true, 'limits').tracked);
    keeper.keep('user-1');
    const values = form('/p', {}, false, 'values');
    const limits = form('/p', {}, false, 'limits');
    keeper.track(values.tracked);
    keeper.track(limits.tracked);
    keeper.restore('/p');
    expect(values.restored).toEqual([{ a: 1 }]);
    expect(limits.restored).toEqual([{ b: 2 }]);
  });

  it('never hands one user’s work to another', () => {
    const keeper = createWorkKeeper();
    keeper.track(form('/p', { secret: 'x' }).tracked);
    keeper.keep('user-1');
    expect(keeper.resume('user-2')).toBeNull();
    expect(keeper.offered('/p')).toBe(false);
    expect(keeper.resume('user-1')).toBeNull();
  });

  it('discarding or forgetting drops the kept values and tells its listeners', () => {
    const keeper = createWorkKeeper();
    let calls = 0;
    keeper.subscribe(() => (calls += 1));
    keeper.track(form('/p', { a: 1 }).tracked);
    keeper.track(form('/q', { b: 1 }).tracked);
    keeper.keep('user-1');
    keeper.discard('/p');
    expect(keeper.offered('/p')).toBe(false);
    expect(keeper.offered('/q')).toBe(true);
    keeper.forget();
    expect(keeper.offered('/q')).toBe(false);
    expect(calls).toBeGreaterThanOrEqual(5);
  });
});
