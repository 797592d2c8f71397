import { splitPath, type RouterAdapter } from './router.ts';

/**
 * Asks before the console leaves a form with unsaved changes: forms hold it while they differ
 * from what they opened with; each way out (a link, Cancel, Back, the provider selector, Sign
 * out) goes through `leave`, which asks the user first while something is held, and closing the
 * tab gets the browser's own warning.
 */
export interface LeaveGuard {
  /** A form now has unsaved changes; returns the function that says it no longer has. */
  hold(): () => void;
  /** Whether leaving now would lose changes. */
  held(): boolean;
  /** Does `go` at once when nothing would be lost, else once the user agrees to lose it. */
  leave(go: () => void): void;
  /** Does `go` without asking, even from inside it: where a successful write leads. */
  pass(go: () => void): void;
  /** For a router's `block`: holds a move made outside the console while leaving would ask. */
  holdsBack(retry: () => void): boolean;
  /** Whether a leave waits for the user's answer. */
  asking(): boolean;
  /** The user's answer: leave (losing the changes) or stay. */
  answer(leave: boolean): void;
  /** Calls the listener when a form holds or lets go, and when a leave is asked or answered. */
  subscribe(listener: () => void): () => void;
  /** Warns before the window is closed or reloaded while a form has unsaved changes. */
  attach(target: EventTarget): () => void;
}

export function createLeaveGuard(): LeaveGuard {
  const holds = new Set<object>();
  const listeners = new Set<() => void>();
  const windows = new Set<EventTarget>();
  let waiting: (() => void) | null = null;
  let passing = false;
  const emit = () => listeners.forEach((listener) => listener());
  const warn = (event: Event) => {
    event.preventDefault();
    // Older browsers show their warning only for a return value.
    (event as BeforeUnloadEvent).returnValue = '';
  };
  // Listened for only while needed: a listener keeps the page out of some browsers' back-forward
  // cache.
  const listen = (target: EventTarget) =>
    holds.size > 0
      ? target.addEventListener('beforeunload', warn)
      : target.removeEventListener('beforeunload', warn);
  const held = () => holds.size > 0 && !passing;
  const pass = (go: () => void) => {
    const before = passing;
    passing = true;
    try {
      go();
    } finally {
      passing = before;
    }
  };
  const ask = (go: () => void) => {
    waiting = go;
    emit();
  };

  return {
    hold() {
      const token = {};
      const change = () => {
        windows.forEach(listen);
        emit();
      };
      holds.add(token);
      change();
      return () => {
        if (holds.delete(token)) change();
      };
    },
    held,
    leave(go: () => void) {
      if (held()) ask(go);
      else go();
    },
    pass,
    holdsBack(retry: () => void) {
      if (!held()) return false;
      ask(retry);
      return true;
    },
    asking: () => waiting !== null,
    answer(leave: boolean) {
      const go = waiting;
      waiting = null;
      emit();
      if (leave && go) pass(go);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(target: EventTarget) {
      windows.add(target);
      listen(target);
      return () => {
        windows.delete(target);
        target.removeEventListener('beforeunload', warn);
      };
    },
  };
}

/** The router the console's pages use: a way to another page goes through the guard; a change of
 *  the query alone (a list's filters) stays on the page. */
export function guardRouter(router: RouterAdapter, guard: LeaveGuard): RouterAdapter {
  return {
    location: () => router.location(),
    subscribe: (listener) => router.subscribe(listener),
    href: (to) => router.href(to),
    navigate(to, options) {
      const go = () => router.navigate(to, options);
      if (splitPath(to).pathname === router.location().pathname) go();
      else guard.leave(go);
    },
  };
}
