import { useEffect } from 'react';
import { useConsole } from '../provider/context.ts';

/** While `changed`, leaving the page asks first and closing the window warns. */
export function useLeaveGuard(changed: boolean) {
  const { leaveGuard } = useConsole();
  useEffect(() => (changed ? leaveGuard.hold() : undefined), [changed, leaveGuard]);
}
