// Builds the web app once before the browser journeys, exactly as `npm start` would.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from './browser.ts';

export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium`);
  }
  if (process.env.E2E_SKIP_BUILD === '1') return;
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  });
}
