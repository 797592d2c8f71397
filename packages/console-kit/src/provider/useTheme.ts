import { useEffect, useState } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The class of the chosen theme; 'system' follows the operating system as it changes. */
export function useTheme(choice: ThemeChoice): string {
  const [systemDark, setSystemDark] = useState(
    () => choice === 'system' && typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches,
  );
  useEffect(() => {
    if (choice !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const update = () => setSystemDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [choice]);
  const dark = choice === 'dark' || (choice === 'system' && systemDark);
  return dark ? 'ck-dark' : '';
}
