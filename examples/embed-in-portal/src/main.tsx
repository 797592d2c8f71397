import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import {
  createBrowserRouter,
  Link,
  Route,
  RouterProvider,
  Routes,
  useNavigate,
  useParams,
} from 'react-router';
import {
  ConsoleProvider,
  ConsoleRoutes,
  PhoneNumberEditPage,
  PhoneNumberListPage,
} from 'console-kit';
import { useReactRouterDataAdapter } from 'console-kit/react-router';
import consoleStylesheet from 'console-kit/styles.css?url';
import './portal.css';
import { CONSOLE_BASE, consoleStorage, portalAuth } from './consoleAdapters.ts';

// The portal links the console's stylesheet on its own, beside its own CSS.
const link = Object.assign(document.createElement('link'), {
  rel: 'stylesheet',
  href: consoleStylesheet,
});
link.dataset.consoleKit = '';
document.head.append(link);

// The portal's own state, which the console must never touch.
localStorage.setItem('northwind.preferences', JSON.stringify({ currency: 'EUR' }));

/** The console's root for the portal: bound to the portal's router, the console's paths under
 *  /voice (where any page the portal does not place itself opens). The portal's router is a data
 *  router, so the browser's Back and Forward too ask before leaving unsaved changes. */
function Voice({ children }: { children: ReactNode }) {
  const router = useReactRouterDataAdapter(CONSOLE_BASE);
  return (
    <ConsoleProvider
      apiBase={`${window.location.origin}/api/v1`}
      router={router}
      auth={portalAuth}
      storage={consoleStorage}
      features={{ forgotPassword: true }}
    >
      {children}
    </ConsoleProvider>
  );
}

/** The whole console under /voice, filling the portal's content area, without a banner of its own. */
function VoiceConsole() {
  return (
    <div className="portal-console">
      <Voice>
        <ConsoleRoutes chrome="embedded" />
      </Voice>
    </div>
  );
}

/** Two of the console's pages placed in the portal's own layout: its numbers, and one number. */
function Numbers() {
  const navigate = useNavigate();
  return (
    <section>
      <h1>Your numbers</h1>
      <Voice>
        <PhoneNumberListPage
          onOpen={(sid) => void navigate(`/numbers/${sid}`)}
          onAdd={() => void navigate(`${CONSOLE_BASE}/internal/phone-numbers/add`)}
        />
      </Voice>
    </section>
  );
}

function NumberDetails() {
  const navigate = useNavigate();
  const { sid = '' } = useParams();
  return (
    <section>
      <h1>Number settings</h1>
      <Voice>
        <PhoneNumberEditPage phoneNumberSid={sid} onDone={() => void navigate('/numbers')} />
      </Voice>
    </section>
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
        <Link to="/numbers">Numbers</Link>
        <Link to={CONSOLE_BASE}>Voice</Link>
      </header>
      <main className="portal-main">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/numbers" element={<Numbers />} />
          <Route path="/numbers/:sid" element={<NumberDetails />} />
          <Route path={`${CONSOLE_BASE}/*`} element={<VoiceConsole />} />
        </Routes>
      </main>
    </>
  );
}

// The portal's own routes stay in <Portal>: the data router gives them a history that can hold a
// move before it is made.
const portalRouter = createBrowserRouter([{ path: '*', element: <Portal /> }]);

createRoot(document.getElementById('portal')!).render(
  <StrictMode>
    <RouterProvider router={portalRouter} />
  </StrictMode>,
);
