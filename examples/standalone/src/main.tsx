import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleProvider, ConsoleRoutes, parseFeatures, preloadRoute } from 'console-kit';
import 'console-kit/styles.css';
import './page.css';
import { apiBaseOf, pageConfig, type RuntimeConfig } from './config.ts';

// The configuration is read when the page loads, so that one build serves any API server: from
// the page itself where the host server put it there, else from the host.
async function loadConfig(): Promise<RuntimeConfig> {
  const inPage = pageConfig();
  if (inPage) return inPage;
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as RuntimeConfig) : {};
  } catch {
    return {};
  }
}

const config = await loadConfig();
// The page's own parts first (preloaded by the host's HTML): the first render draws the page, not
// a loading indicator before it.
await preloadRoute(window.location.pathname);
const apiBase = apiBaseOf(config);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleProvider
      apiBase={apiBase}
      features={parseFeatures(config.features)}
      theme={config.theme}
      // The page is the console's alone (page.css sets nothing inside it): no host rules to keep out.
      isolateStyles={false}
      hosted={config.hosted?.serviceProviderSid ? config.hosted : undefined}
      payments={config.payments?.publishableKey ? config.payments : undefined}
    >
      <ConsoleRoutes />
    </ConsoleProvider>
  </StrictMode>,
);
