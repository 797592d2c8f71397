import { describe, expect, it, vi } from 'vitest';
import { createLeaveGuard, guardRouter } from './leaveGuard.ts';
import { createMemoryRouterAdapter } from './router.ts';

describe('createLeaveGuard', () => {
  it('leaves at once while no form holds it', () => {
    const guard = createLeaveGuard();
    const go = vi.fn();
    guard.leave(go);
    expect(go).toHaveBeenCalledOnce();
    expect(guard.asking()).toBe(false);
  });

  it('asks while a form holds it: staying goes nowhere, leaving goes once', () => {
    const guard = createLeaveGuard();
    const heard = vi.fn();
    guard.subscribe(heard);
    guard.hold();
    expect(heard).toHaveBeenCalledOnce();
    const go = vi.fn();
    guard.leave(go);
    expect(guard.asking()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
    guard.answer(false);
    expect(guard.asking()).toBe(false);
    expect(go).not.toHaveBeenCalled();
    expect(guard.held()).toBe(true);

    guard.leave(go);
    guard.answer(true);
    expect(go).toHaveBeenCalledOnce();
    guard.answer(true);
    expect(go).toHaveBeenCalledOnce();
  });

  it('is free again once every form that held it lets go', () => {
    const guard = createLeaveGuard();
    const heard = vi.fn();
    guard.subscribe(heard);
    const first = guard.hold();
    const second = guard.hold();
    first();
    first();
    expect(guard.held()).toBe(true);
    second();
    expect(guard.held()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('lets a write lead on without asking, and a leave agreed to go through every router on the way', () => {
    const guard = createLeaveGuard();
    guard.hold();
    const go = vi.fn(() => guard.leave(inner));
    const inner = vi.fn();
    guard.pass(go);
    expect(inner).toHaveBeenCalledOnce();
    expect(guard.asking()).toBe(false);
    expect(guard.held()).toBe(true);

    guard.leave(go);
    guard.answer(true);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('holds back a move made outside the console only while a form holds it', () => {
    const guard = createLeaveGuard();
    const retry = vi.fn();
    expect(guard.holdsBack(retry)).toBe(false);
    guard.hold();
    expect(guard.holdsBack(retry)).toBe(true);
    expect(guard.asking()).toBe(true);
    guard.answer(true);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('has the browser warn before the window closes only while a form holds it', () => {
    const guard = createLeaveGuard();
    const target = new EventTarget();
    const detach = guard.attach(target);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      Object.defineProperty(event, 'returnValue', { writable: true, value: undefined });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    const release = guard.hold();
    expect(unload()).toBe(true);
    release();
    expect(unload()).toBe(false);
    guard.hold();
    detach();
    expect(unload()).toBe(false);
  });
});

describe('guardRouter', () => {
  it('asks before another page, not before a change of the query alone', () => {
    const guard = createLeaveGuard();
    const memory = createMemoryRouterAdapter('/internal/users/u1/edit');
    const router = guardRouter(memory, guard);
    guard.hold();
    router.navigate('/internal/users/u1/edit?tab=2', { replace: true });
    expect(guard.asking()).toBe(false);
    expect(memory.history).toEqual(['/internal/users/u1/edit?tab=2']);

    router.navigate('/internal/accounts');
    expect(guard.asking()).toBe(true);
    expect(router.location().pathname).toBe('/internal/users/u1/edit');
    guard.answer(true);
    expect(memory.history).toEqual(['/internal/users/u1/edit?tab=2', '/internal/accounts']);
    expect(router.href('/x')).toBe('/x');
  });
});
