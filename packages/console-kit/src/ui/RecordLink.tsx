import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { Link } from './Link.tsx';

const idClass = 'ck:font-mono ck:text-sm';

/** An id a record holds, shown by the name of what it names (its id until the name is known),
 *  linked to that thing's page. */
export function RecordLink({ to, id, name }: { to: string; id: string; name?: string | null }) {
  return (
    <Link to={to} title={id} className="ck:font-medium ck:text-primary ck:hover:underline">
      {name ?? <span className={idClass}>{id}</span>}
    </Link>
  );
}

/** An account a record holds, by name, linked to its page. */
export function AccountLink({ sid, name }: { sid: string; name?: string | null }) {
  return <RecordLink to={`/internal/accounts/${sid}/edit`} id={sid} name={name} />;
}

/** A service provider a record holds, by name where the user may list providers or it is the
 *  user's own (their token names it). */
export function ProviderName({ sid }: { sid: string }) {
  const { providers, currentSid, currentName } = useServiceProviderScope();
  const name =
    providers.find((provider) => provider.service_provider_sid === sid)?.name ??
    (sid === currentSid ? currentName : null);
  return name ?? <span className={idClass}>{sid}</span>;
}
