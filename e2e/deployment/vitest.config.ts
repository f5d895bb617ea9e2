// `npm run test:deployment`: the production layout (PostgreSQL, Mosquitto with dynamic security,
// Redis, one feed and two API processes behind a load balancer) started on this machine and checked
// through the load balancer in Chromium. Its own config: it needs the machine's PostgreSQL and Redis,
// which `npm test` does not.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['deployment.test.ts'],
    environment: 'node',
    // Production refuses default secrets; the e2e helpers sign and call the operator API with these.
    env: {
      CLIENT_CODE: 'deployment-client-code-5f2c9a',
      OPERATOR_KEY: 'deployment-operator-key-81d3e7',
    },
    // Building the web app and starting three servers on a busy two-core machine takes minutes.
    hookTimeout: 480_000,
    testTimeout: 180_000,
    expect: { poll: { timeout: 60_000 } },
    fileParallelism: false,
  },
});
