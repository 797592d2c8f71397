import { useEffect, useRef } from 'react';
import { selectAllState } from './phoneNumberRules.ts';

/** A row's checkbox, or (with every sid of the page) the select-all box, mixed when some are. */
export function SelectionBox({
  label,
  selected,
  sids,
  onChange,
}: {
  label: string;
  selected: ReadonlySet<string>;
  sids: readonly string[];
  onChange(): void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const state = selectAllState(selected, sids);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={state === 'all'}
      disabled={sids.length === 0}
      onChange={onChange}
      className="ck:h-4 ck:w-4 ck:align-middle"
    />
  );
}
