import { useLayoutEffect } from 'react';
import { useConsole } from '../provider/context.ts';

/** While `changed`, leaving the page asks first and closing the window warns. Held as the change
 *  is rendered, not after the next paint (where Preact runs effects): a Back pressed in between
 *  would leave without asking. */
export function useLeaveGuard(changed: boolean) {
  const { leaveGuard } = useConsole();
  useLayoutEffect(() => (changed ? leaveGuard.hold() : undefined), [changed, leaveGuard]);
}
