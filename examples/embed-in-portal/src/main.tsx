import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ConsoleProvider, ConsoleRoutes, createWebStorageAdapter } from 'console-kit';
import consoleStylesheet from 'console-kit/styles.css?url';
import './portal.css';
import { CONSOLE_BASE, portalAuth, useReactRouterAdapter } from './consoleAdapters.ts';

// The portal links the console's stylesheet on its own, beside its own CSS.
const link = Object.assign(document.createElement('link'), {
  rel: 'stylesheet',
  href: consoleStylesheet,
});
link.dataset.consoleKit = '';
document.head.append(link);

// The portal's own state, which the console must never touch.
localStorage.setItem('northwind.preferences', JSON.stringify({ currency: 'EUR' }));

const consoleStorage = createWebStorageAdapter({ namespace: 'northwind-voice' });

function VoiceConsole() {
  const router = useReactRouterAdapter(CONSOLE_BASE);
  return (
    <ConsoleProvider
      apiBase={`${window.location.origin}/api/v1`}
      router={router}
      auth={portalAuth}
      storage={consoleStorage}
      features={{ forgotPassword: true }}
    >
      <ConsoleRoutes />
    </ConsoleProvider>
  );
}

function Home() {
  return (
    <section>
      <h1>Welcome to Northwind</h1>
      <p>Your services at a glance.</p>
      <button type="button" id="portal-button">
        Portal action
      </button>
      <table id="portal-table">
        <tbody>
          <tr>
            <th>Service</th>
            <td>Voice</td>
          </tr>
        </tbody>
      </table>
      <input id="portal-input" aria-label="Portal search" defaultValue="search" />
    </section>
  );
}

function Portal() {
  return (
    <>
      <header className="portal-header">
        <strong>Northwind Portal</strong>
        <Link to="/">Home</Link>
        <Link to={CONSOLE_BASE}>Voice</Link>
      </header>
      <div className="portal-main">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path={`${CONSOLE_BASE}/*`} element={<VoiceConsole />} />
        </Routes>
      </div>
    </>
  );
}

createRoot(document.getElementById('portal')!).render(
  <StrictMode>
    <BrowserRouter>
      <Portal />
    </BrowserRouter>
  </StrictMode>,
);
