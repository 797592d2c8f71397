import { Link } from './Link.tsx';

/** An id a record holds, shown by the name of what it names (its id until the name is known),
 *  linked to that thing's page. */
export function RecordLink({ to, id, name }: { to: string; id: string; name?: string | null }) {
  return (
    <Link to={to} title={id} className="ck:font-medium ck:text-primary ck:hover:underline">
      {name ?? <span className="ck:font-mono ck:text-sm">{id}</span>}
    </Link>
  );
}
