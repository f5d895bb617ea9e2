// Registers the service worker (/sw.js, src/app/service-worker.js) once the page has loaded, so its
// install (which keeps the start page and its files) never competes with the first screen. Only in
// the built app: the dev server's modules are not content-addressed.
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the site works as before, from the network.
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
