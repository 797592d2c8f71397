import { lazyComponent } from '../../ui/lazyComponent.ts';
import { RouteRow, type RouteListProps } from './RouteRow.tsx';

/** The routes in order, as they show until their drag and drop code (dnd-kit, 15 KB) has come:
 *  the form paints without waiting for it, and the handles appear when it is there. */
function StaticRouteList({ routes, onMove: _onMove, ...row }: RouteListProps) {
  return (
    <ol className="ck:flex ck:flex-col ck:gap-2">
      {routes.map((route, index) => (
        <RouteRow key={route.key} route={route} n={index + 1} {...row} />
      ))}
    </ol>
  );
}

/** The ordered routes, each a pattern and a carrier, reordered by dragging or from the keyboard. */
export const RouteList = lazyComponent<RouteListProps>(
  'SortableRouteList',
  () => import('./SortableRouteList.tsx'),
  StaticRouteList,
);
