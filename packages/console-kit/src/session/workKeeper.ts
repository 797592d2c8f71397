/** A form being edited, as the keeper sees it: where it is, and how to read and restore it. */
export interface TrackedForm {
  path: string;
  /** Tells apart several kept states of one page. */
  name: string;
  read(): { changed: boolean; values: unknown };
  restore(values: unknown): void;
}

interface KeptForm {
  path: string;
  name: string;
  values: unknown;
}

/**
 * Keeps the changed forms of a session that ended without the user asking (expired, server gone),
 * in memory only (they may hold secrets), and offers them back to the same user after signing in.
 */
export function createWorkKeeper() {
  const live = new Set<TrackedForm>();
  const listeners = new Set<() => void>();
  let kept: KeptForm[] = [];
  let owner: string | null = null;
  let version = 0;
  const emit = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };
  const forget = () => {
    if (kept.length === 0 && owner === null) return;
    kept = [];
    owner = null;
    emit();
  };
  const keptAt = (path: string) => kept.filter((form) => form.path === path);
  const discard = (path: string) => {
    kept = kept.filter((form) => form.path !== path);
    if (kept.length === 0) owner = null;
    emit();
  };

  return {
    /** Follows a mounted form; returns the function that stops following it. */
    track(form: TrackedForm) {
      live.add(form);
      emit();
      return () => {
        live.delete(form);
        emit();
      };
    },
    /** Takes the values of every changed form, for the user whose session just ended. */
    keep(userSid: string) {
      kept = [...live].flatMap((form) => {
        const { changed, values } = form.read();
        return changed ? [{ path: form.path, name: form.name, values }] : [];
      });
      owner = kept.length > 0 ? userSid : null;
      emit();
    },
    /** A user signed in: the page of their kept work, if any; another user's work is dropped. */
    resume(userSid: string): string | null {
      if (owner !== userSid) forget();
      return kept[0]?.path ?? null;
    },
    /** Whether the form at this path has kept values waiting to be offered back. */
    offered(path: string) {
      return keptAt(path).some((form) =>
        [...live].some((open) => open.path === path && open.name === form.name),
      );
    },
    restore(path: string) {
      for (const form of keptAt(path)) {
        for (const open of live) {
          if (open.path === path && open.name === form.name) open.restore(form.values);
        }
      }
      discard(path);
    },
    discard,
    forget,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Changes whenever anything above does, for useSyncExternalStore. */
    version: () => version,
  };
}

export type WorkKeeper = ReturnType<typeof createWorkKeeper>;
