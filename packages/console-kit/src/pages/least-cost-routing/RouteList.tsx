import { validationText } from '../../lib/validation.ts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
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

/**
 * The ordered routes: each a pattern and a carrier, reordered by dragging its handle with a
 * pointer, or from the keyboard (focus the handle, space, arrow keys, space). dnd-kit is imported
 * here only, so it loads with the outbound routing form and nowhere else.
 */
export function RouteList({ routes, readOnly, onMove, ...row }: RouteListProps) {
  const { t } = useConsole();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = routes.map((route) => route.key);
  const position = (id: UniqueIdentifier | undefined) => keys.indexOf(String(id)) + 1;
  // What a screen reader hears, by position (the sids mean nothing to a listener).
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('lcr.dragStart', { from: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('lcr.dragOver', { from: position(active.id), to: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('lcr.dragEnd', { from: position(active.id), to: position(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('lcr.dragCancel', { from: position(active.id) }),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const from = keys.indexOf(String(active.id));
    const to = over ? keys.indexOf(String(over.id)) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('lcr.dragInstructions') },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className="ck:flex ck:flex-col ck:gap-2">
          {routes.map((route, index) => (
            <RouteRow key={route.key} route={route} n={index + 1} readOnly={readOnly} {...row} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function RouteRow({
  route,
  n,
  carriers,
  errors,
  readOnly,
  onEdit,
  onRemove,
}: Omit<RouteListProps, 'routes' | 'onMove'> & { route: RouteValues; n: number }) {
  const { t } = useConsole();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: route.key, disabled: readOnly });
  const error = errors?.[route.key];
  // Moves stay on the vertical axis.
  const vertical = transform && { ...transform, x: 0, scaleX: 1, scaleY: 1 };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(vertical), transition }}
      className={cn(
        'ck:rounded ck:border ck:border-border ck:bg-surface ck:p-2',
        isDragging && 'ck:relative ck:z-10 ck:shadow-lg',
      )}
    >
      <div
        role="group"
        aria-label={t('lcr.route', { n })}
        className="ck:flex ck:items-start ck:gap-2"
      >
        {!readOnly && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            aria-label={t('lcr.move', { n })}
            className="ck:mt-5 ck:flex ck:h-8 ck:w-6 ck:shrink-0 ck:cursor-grab ck:items-center ck:justify-center ck:rounded ck:text-muted ck:hover:bg-subtle ck:active:cursor-grabbing"
            {...attributes}
            {...listeners}
          >
            <GripIcon />
          </button>
        )}
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
