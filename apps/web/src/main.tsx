// Browser entry and composition root: global styles, the API client bound to the session, cross-tab
// store sync, the first screen's data from the page and its chunk, then the app into #root.
// Base styles first: every component stylesheet after it may override the shared rules.
import './app/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bindSessionToApi } from './app/api-session.ts';
import { App } from './app/app.tsx';
import { syncStoresAcrossTabs } from './app/cross-tab-sync.ts';
import { readFirstScreen, rememberTimeOffset, seedFirstScreen } from './app/first-screen.ts';
import { keyHistoryEntry } from './app/history-entry-key.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter, preloadScreen } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker-registration.ts';
import { applyCachedStartup } from './app/startup.ts';
import { useUtilityStore } from './stores/utility-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root: HTMLElement = container;

bindSessionToApi();
syncStoresAcrossTabs();
rememberTimeOffset();
keyHistoryEntry();
const queryClient = createQueryClient();

function render() {
  applyCachedStartup(queryClient);
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={queryClient} />
    </StrictMode>,
  );
  registerServiceWorker();
}

// Neither waits on the network for long: the data is in the page, and the page preloads the chunk.
// Not a top-level await: the screen's chunk imports this very module's chunk, which must finish first.
const firstScreen = readFirstScreen();
void Promise.all([
  firstScreen &&
    seedFirstScreen(
      queryClient,
      firstScreen,
      window.location,
      useUtilityStore.getState().activeSport.sportID,
    ),
  preloadScreen(window.location.pathname),
]).then(render, render);
