import { useEffect, useState } from 'react';
import { useConsole, type Flash } from '../provider/context.ts';

/** The message left for a public page (a failed outside sign-in). It is removed only once shown:
 *  a render React throws away must not take it with it. */
export function useFlash(): Flash | null {
  const { readFlash, clearFlash } = useConsole();
  const [flash] = useState(readFlash);
  useEffect(() => {
    if (flash) clearFlash();
  }, [flash, clearFlash]);
  return flash;
}
