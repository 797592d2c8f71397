import type { ReactNode } from 'react';
import { useT } from '../../../provider/context.ts';
import { Button } from '../../../ui/Button.tsx';
import type { Problems } from './gatewayRules.ts';

/** The text of a problem of the form, or undefined when the field has none. */
export function useProblemText(problems: Problems) {
  const t = useT();
  return (field: string) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };
}

/** One gateway of a list: its fields in a titled group, a row-level error, and Remove. */
export function GatewayRow({
  title,
  removeLabel,
  readOnly,
  onRemove,
  error,
  children,
}: {
  title: string;
  removeLabel: string;
  readOnly: boolean;
  onRemove(): void;
  error?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className="ck:flex ck:flex-col ck:gap-3 ck:rounded ck:border ck:border-border ck:p-3">
      <legend className="ck:px-1 ck:text-sm ck:font-semibold ck:text-muted">{title}</legend>
      {children}
      {error && <p className="ck:text-sm ck:text-danger">{error}</p>}
      {!readOnly && (
        <div>
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={removeLabel}>
            {t('carriers.remove')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
