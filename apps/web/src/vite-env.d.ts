// Build-time settings the web app reads (Vite exposes only VITE_* variables to the browser).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the sports API (version 2); default `/api/v2`. */
  readonly VITE_SPORTS_API_BASE?: string;
  /** Base of the product API; default `/api/product`. */
  readonly VITE_PRODUCT_API_BASE?: string;
  /** Client code used to sign requests (SPEC.md §7); default `slipstream-dev-client-code`. */
  readonly VITE_CLIENT_CODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
