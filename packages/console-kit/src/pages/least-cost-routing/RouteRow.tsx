import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { validationText } from '../../lib/validation.ts';
import { useConsole } from '../../provider/context.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { Select, type SelectOption } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { REGEX_MAX, type LcrErrors, type RouteValues } from './lcrRules.ts';

export interface RouteListProps {
  routes: readonly RouteValues[];
  carriers: readonly SelectOption[];
  errors: LcrErrors['routes'];
  readOnly: boolean;
  onMove(from: number, to: number): void;
  onEdit(key: string, patch: Partial<Pick<RouteValues, 'regex' | 'carrierSid'>>): void;
  onRemove(route: RouteValues): void;
}

/** How a row moves: its element, where it is while dragged, and its handle's bindings. */
export interface RowDrag {
  setNodeRef(node: HTMLElement | null): void;
  style: CSSProperties;
  dragging: boolean;
  handle: ButtonHTMLAttributes<HTMLButtonElement> & { ref(node: HTMLElement | null): void };
}

export type RouteRowProps = Omit<RouteListProps, 'routes' | 'onMove'> & {
  route: RouteValues;
  n: number;
  /** Absent until the drag and drop code has come: the handle's place is kept. */
  drag?: RowDrag;
};

/** One route: its pattern and carrier, its position, its handle and Remove. */
export function RouteRow({
  route,
  n,
  carriers,
  errors,
  readOnly,
  onEdit,
  onRemove,
  drag,
}: RouteRowProps) {
  const { t } = useConsole();
  const error = errors?.[route.key];
  return (
    <li
      ref={drag?.setNodeRef}
      style={drag?.style}
      className={cn(
        'ck:rounded ck:border ck:border-border ck:bg-surface ck:p-2',
        drag?.dragging && 'ck:relative ck:z-10 ck:shadow-lg',
      )}
    >
      <div
        role="group"
        aria-label={t('lcr.route', { n })}
        className="ck:flex ck:items-start ck:gap-2"
      >
        {!readOnly &&
          (drag ? (
            <button
              type="button"
              aria-label={t('lcr.move', { n })}
              className="ck:mt-5 ck:flex ck:h-8 ck:w-6 ck:shrink-0 ck:cursor-grab ck:items-center ck:justify-center ck:rounded ck:text-muted ck:hover:bg-subtle ck:active:cursor-grabbing"
              {...drag.handle}
            >
              <GripIcon />
            </button>
          ) : (
            <span className="ck:mt-5 ck:h-8 ck:w-6 ck:shrink-0" />
          ))}
        <span className="ck:mt-5 ck:flex ck:h-8 ck:w-6 ck:shrink-0 ck:items-center ck:justify-center ck:text-sm ck:font-medium ck:text-muted">
          {n}
        </span>
        <div className="ck:flex ck:min-w-0 ck:flex-1 ck:flex-wrap ck:gap-2">
          <TextField
            label={t('lcr.regex')}
            required
            disabled={readOnly}
            maxLength={REGEX_MAX}
            autoComplete="off"
            spellCheck={false}
            value={route.regex}
            onChange={(event) => onEdit(route.key, { regex: event.target.value })}
            error={validationText(error?.regex, t)}
            className="ck:min-w-40 ck:flex-1"
          />
          <Select
            label={t('lcr.carrier')}
            required
            disabled={readOnly}
            value={route.carrierSid}
            onChange={(event) => onEdit(route.key, { carrierSid: event.target.value })}
            placeholder={t('lcr.chooseCarrier')}
            options={carriers}
            error={validationText(error?.carrier, t)}
            className="ck:min-w-48 ck:flex-1"
          />
          {route.moreEntries.length > 0 && (
            <p className="ck:w-full ck:text-sm ck:text-muted">
              {t('lcr.moreEntries', {
                entries: route.moreEntries
                  .map((entry) =>
                    t('lcr.moreEntry', {
                      carrier:
                        carriers.find((c) => c.value === entry.voip_carrier_sid)?.label ??
                        entry.voip_carrier_sid,
                      priority: entry.priority,
                      workload: entry.workload ?? 1,
                    }),
                  )
                  .join(', '),
              })}
            </p>
          )}
        </div>
        {!readOnly && (
          <Button
            variant="ghost"
            className="ck:mt-5"
            aria-label={t('lcr.removeRoute', { n })}
            onClick={() => onRemove(route)}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function GripIcon() {
  return (
    <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true" fill="currentColor">
      {[3, 9].map((x) => [3, 8, 13].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
    </svg>
  );
}
