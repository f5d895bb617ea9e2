// `npm run build:server`: compiles the server to plain JavaScript for production, run as
// `node apps/server/dist/main.js` with no TypeScript loader. Each entry is one bundle holding the
// server's code and the workspace's own TypeScript packages (@slipstream/*); every npm package stays
// an import from node_modules. The SQL migrations are copied beside the bundle, where migrate.ts
// looks for them (next to the module that reads them).
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = join(here, 'dist');

/** Bare imports stay imports, except the workspace's packages, which ship as TypeScript source. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@slipstream/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
// Separate bundles, not shared chunks: modules that find files through import.meta.dirname must sit
// directly in dist/.
for (const [name, entry] of [
  ['main', 'src/main.ts'],
  ['ledger-check', 'scripts/ledger-check.ts'],
]) {
  await build({
    entryPoints: { [name]: join(here, entry) },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
}
cpSync(join(here, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log(`server built in ${dist}`);
