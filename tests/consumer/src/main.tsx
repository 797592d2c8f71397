// A new user's browser entry: the package's public API and its stylesheet, nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleProvider, ConsoleRoutes, type ConsoleProviderProps } from 'console-kit';
import 'console-kit/styles.css';

const props: Omit<ConsoleProviderProps, 'children'> = { apiBase: '/api/v1', theme: 'system' };
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');

createRoot(root).render(
  <StrictMode>
    <ConsoleProvider {...props}>
      <ConsoleRoutes />
    </ConsoleProvider>
  </StrictMode>,
);
