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
import { lcrMessages } from '../../messages/lcr.ts';
import { provideMessages } from '../../messages/translate.ts';
import { RouteRow, type RouteListProps, type RouteRowProps } from './RouteRow.tsx';

provideMessages(lcrMessages);

/**
 * The ordered routes: each a pattern and a carrier, reordered by dragging its handle with a
 * pointer, or from the keyboard (focus the handle, space, arrow keys, space). dnd-kit is imported
 * here only, and this module loads after the form has shown its routes (RouteList.tsx).
 */
export function SortableRouteList({ routes, readOnly, onMove, ...row }: RouteListProps) {
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
            <SortableRouteRow
              key={route.key}
              route={route}
              n={index + 1}
              readOnly={readOnly}
              {...row}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRouteRow(props: RouteRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.route.key, disabled: props.readOnly });
  // Moves stay on the vertical axis.
  const vertical = transform && { ...transform, x: 0, scaleX: 1, scaleY: 1 };
  return (
    <RouteRow
      {...props}
      drag={{
        setNodeRef,
        style: { transform: CSS.Transform.toString(vertical), transition },
        dragging: isDragging,
        handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
      }}
    />
  );
}

export default SortableRouteList;
