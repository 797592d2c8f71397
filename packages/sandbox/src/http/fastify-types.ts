import type { Caller } from '../auth/scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the API's auth hook; null on public routes. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (login, forgot-password, signin). */
    public?: boolean;
    /** A view-only user may call this write (logout, own password change). */
    allowViewOnly?: boolean;
  }
}

export {};
