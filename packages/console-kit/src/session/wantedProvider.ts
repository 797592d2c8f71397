import type { Session } from '../provider/context.ts';

type Signed = Pick<Session, 'claims' | 'permissions'>;

/** Whether the user chooses the provider the console works in (an admin), rather than working in
 *  the provider their token names. */
export function choosesProvider(session: Signed): boolean {
  return session.permissions.can('list', 'ServiceProviders');
}

/** The provider the user means to work in, known before the list of providers has come: an
 *  admin's stored choice (`chosen`), anyone else's own. */
export function wantedProvider(session: Signed, chosen: string | null): string | null {
  return choosesProvider(session) ? chosen : (session.claims.service_provider_sid ?? null);
}
