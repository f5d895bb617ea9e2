// One linter for the whole repo. The import rules below keep the architecture of DESIGN.md honest:
// the domain imports no app and no I/O; web features meet only in app/ routes; only repos write SQL.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The web takes types from the contract, never its schemas (they stay on the server). */
const contractTypesOnly = {
  group: ['@slipstream/contract', '@slipstream/contract/*'],
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
  'sports',
  'live',
  'wallet',
];

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
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
