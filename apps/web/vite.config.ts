// Vite build of the web app: React, per-route chunks (React.lazy in src/app/routes.tsx), the brand's
// CSS variables and theme colour injected into index.html, and a dev proxy to the API server.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brand, brandCss } from './src/app/brand.ts';

/** Puts the brand's `:root` variables in the page head so the first paint has the theme (no flash). */
function brandTheme(): Plugin {
  return {
    name: 'slipstream-brand-theme',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: brand.colors.bg }, injectTo: 'head' },
      { tag: 'style', attrs: { id: 'brand-theme' }, children: brandCss(brand), injectTo: 'head' },
    ],
  };
}

// The API server of `npm start` (apps/server, PORT default 8080) during `vite` and `vite preview`.
const apiTarget = process.env.SLIPSTREAM_API_TARGET ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/mqtt': { target: apiTarget, ws: true, changeOrigin: true },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), brandTheme()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Small assets stay files: they are cached with the hashed bundle and need no data: URLs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: their own chunk stays cached
        // across deploys.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
