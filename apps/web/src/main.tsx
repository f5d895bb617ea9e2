// Browser entry: global styles, cross-tab store sync, then the app into #root.
// Base styles first: every component stylesheet after it may override the shared rules.
import './app/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { syncStoresAcrossTabs } from './app/cross-tab-sync.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

syncStoresAcrossTabs();

createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} queryClient={createQueryClient()} />
  </StrictMode>,
);
