// A server render, as a host's SSR framework would do it: no window, no document.
import { renderToString } from 'react-dom/server';
import { ConsoleProvider, ConsoleRoutes } from 'console-kit';

if (typeof window !== 'undefined' || typeof document !== 'undefined') {
  throw new Error('the server render must run without window and document');
}

const html = renderToString(
  <ConsoleProvider apiBase="http://x/api/v1">
    <ConsoleRoutes />
  </ConsoleProvider>,
);
if (!html.trim()) throw new Error('the server render returned no markup');
console.log(`rendered ${html.length} characters: ${html.slice(0, 100)}`);
