import { useState } from 'react';

/** A flag that turns on the first time its condition holds, and stays on: `latch(condition)` is
 *  called while rendering (a list turns it on once its own page has come). */
export function useLatch(): [boolean, (condition: boolean) => void] {
  const [on, setOn] = useState(false);
  return [on, (condition) => condition && !on && setOn(true)];
}
