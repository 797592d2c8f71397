// A new user's app: the package's public API and its stylesheet, nothing else (the app's own
// CSS, src/app.css, is linked from index.html). Its pages are the
// scenarios of the consumer test's browser part (e2e/consumer.spec.ts):
//   /           the app's own page, under its own aggressive global CSS
//   /voice/*    the whole console under a sub-path, bound to the app's react-router
//   /apps       one console page mounted alone in the app's layout
//   /two        two consoles side by side, each on its own API server
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';
import {
  ApplicationListPage,
  ClientListPage,
  ConsoleProvider,
  ConsoleRoutes,
  createMemoryRouterAdapter,
  type ConsoleProviderProps,
} from 'console-kit';
import { useReactRouterAdapter } from 'console-kit/react-router';
import 'console-kit/styles.css';

const origin = window.location.origin;

function Voice({ children, ...props }: Partial<ConsoleProviderProps> & { children: ReactNode }) {
  const router = useReactRouterAdapter('/voice');
  return (
    <ConsoleProvider apiBase={`${origin}/api/v1`} router={router} {...props}>
      {children}
    </ConsoleProvider>
  );
}

function Home() {
  return (
    <section>
      <h1>Consumer home</h1>
      <button type="button" id="app-button">
        App action
      </button>
    </section>
  );
}

function Applications() {
  const navigate = useNavigate();
  return (
    <section>
      <h1>Our applications</h1>
      <Voice>
        <ApplicationListPage
          onOpen={(sid) => void navigate(`/voice/internal/applications/${sid}/edit`)}
        />
      </Voice>
    </section>
  );
}

/** One console per API server, each mounted on its own: neither one's session is the other's. */
function TwoConsoles() {
  const [routerA] = useState(() => createMemoryRouterAdapter());
  const [routerB] = useState(() => createMemoryRouterAdapter());
  return (
    <div className="two">
      <section aria-label="Server A">
        <h2>Server A</h2>
        <ConsoleProvider apiBase={`${origin}/api/v1`} router={routerA}>
          <ClientListPage />
        </ConsoleProvider>
      </section>
      <section aria-label="Server B">
        <h2>Server B</h2>
        <ConsoleProvider apiBase={`${origin}/b/api/v1`} router={routerB}>
          <ClientListPage />
        </ConsoleProvider>
      </section>
    </div>
  );
}

function App() {
  return (
    <>
      <header className="app-header">
        <Link to="/">Home</Link>
        <Link to="/voice">Voice</Link>
        <Link to="/apps">Applications</Link>
      </header>
      <main className="app-main">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route
            path="/voice/*"
            element={
              <div className="console-area">
                <Voice>
                  <ConsoleRoutes chrome="embedded" />
                </Voice>
              </div>
            }
          />
          <Route path="/apps" element={<Applications />} />
          <Route path="/two" element={<TwoConsoles />} />
        </Routes>
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
