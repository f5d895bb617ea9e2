// One linter for the whole repo. The import rules below keep the architecture of DESIGN.md honest:
// the domain imports no app and no I/O; the web's layers import one way, without cycles, and its
// features meet only in app/; only repos write SQL.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The web takes types from the contract, never its schemas (they stay on the server). The broker's
 * topics are the exception: plain builders, no zod, shared by the publishers and the live client.
 */
const contractTypesOnly = {
  regex: '^@slipstream/contract(?!/topics$)(/.*)?$',
  allowTypeImports: true,
  message: "The web imports only types from the contract: its zod schemas stay out of the browser's bundle.",
};

const webFeatures = [
  'account',
  'auth',
  'betslip',
  'bets',
  'bonus',
  'casino',
  'content',
  'favourites',
  'search',
  'sports',
  'live',
  'wallet',
];

/**
 * The web's layers (docs/decisions.md "Web layers"): app/ (with main.tsx) → features → ui → live →
 * stores → api → site/, the contract and the domain. Each folder imports only the folders below it,
 * so no two folders can import each other.
 */
const webLayerZones = [
  {
    layer: 'features',
    above: ['app', 'main.tsx'],
    message:
      'Features never import app/: paths and the brand are in site/, and what a feature needs from another comes through a context app/ provides.',
  },
  {
    layer: 'ui',
    above: ['app', 'main.tsx', 'features', 'stores'],
    message:
      'ui/ never imports a store, a feature or app/: what a shared component needs comes in props or through a context app/ provides.',
  },
  {
    layer: 'live',
    above: ['app', 'main.tsx', 'features', 'ui'],
    message: 'live/ never imports features, app/ or ui/: a feature puts itself on the feed.',
  },
  {
    layer: 'stores',
    above: ['app', 'main.tsx', 'features', 'ui', 'live'],
    message: "stores/ never imports features, app/, ui/ or live/: a feature's own state lives in its folder.",
  },
  {
    layer: 'api',
    above: ['app', 'main.tsx', 'features', 'ui', 'live', 'stores'],
    message:
      'api/ never imports stores, live/, ui/, features or app/: app/ hands the client its token and logout at start.',
  },
  {
    layer: 'site',
    above: ['app', 'main.tsx', 'features', 'ui', 'live', 'stores', 'api'],
    message: 'site/ (route paths, brand) imports nothing of the web app: every layer may import it.',
  },
].map(({ layer, above, message }) => ({
  target: `apps/web/src/${layer}`,
  from: above.map((folder) => `apps/web/src/${folder}`),
  message,
}));

/** Relative imports too (`../bonus/…`), which the specifier patterns below cannot see. */
const webFeatureZones = webFeatures.map((feature) => ({
  target: `apps/web/src/features/${feature}`,
  from: 'apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in app/.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@slipstream/server*', '@slipstream/web*'],
              message: 'The domain imports no app.',
            },
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'crypto',
                'pg',
                'kysely',
                'fastify',
                'react',
                'react-*',
                'mqtt',
              ],
              message: 'The domain is pure: no I/O and no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Dynamic imports count: a lazy import is no excuse for a loop.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...webLayerZones, ...webFeatureZones] },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractTypesOnly,
            {
              group: ['**/apps/server/**', '@slipstream/server*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  // Web features do not import each other; they meet in app/ (routes, layout, dialog host).
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            contractTypesOnly,
            {
              group: webFeatures
                .filter((f) => f !== feature)
                .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
              message: 'Features do not import each other; compose them in app/.',
            },
            { group: ['**/apps/server/**'], message: 'The web app talks to the server over HTTP only.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repo', '**/*.repo.ts', 'kysely'],
              message: 'Routes call services; only repos write SQL.',
            },
          ],
        },
      ],
    },
  },
);
