// In Node's environment: no window, no document, no localStorage, as on a server.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider.tsx';
import { ConsoleRoutes } from './routes/ConsoleRoutes.tsx';

describe('a server render', () => {
  it('renders the console root without touching the page', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      createElement(ConsoleProvider, { theme: 'dark', children: createElement(ConsoleRoutes) }),
    );
    expect(html).toBe('<div class="ck-root ck-isolated ck-dark" aria-busy="true"></div>');
  });

  it('leaves out the isolation from the CSS of a host page for a console alone on it', () => {
    const html = renderToString(
      createElement(ConsoleProvider, {
        isolateStyles: false,
        children: createElement(ConsoleRoutes),
      }),
    );
    expect(html).toBe('<div class="ck-root" aria-busy="true"></div>');
  });
});
