// The web's layers as `npm run lint` enforces them (eslint.config.js, docs/decisions.md "Web
// layers"): ESLint refuses an import cycle, a lazy one included, and every import against the
// direction app → features → ui → live → stores → api → site/, and lets the right way through.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repo });

/** The rules that fail on `code` placed at `file` (a path under apps/web/src). */
async function failures(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repo, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('the web layers in lint', { timeout: 60_000 }, () => {
  it('refuses an import cycle, even through a lazy import', async () => {
    // session.ts imports auth-store.ts, so auth-store.ts may not import session.ts back.
    expect(
      await failures(
        'stores/auth-store.ts',
        "import { logout } from './session.ts';\nexport const out = logout;\n",
      ),
    ).toContain('import-x/no-cycle');
    expect(
      await failures('stores/auth-store.ts', "export const out = () => import('./session.ts');\n"),
    ).toContain('import-x/no-cycle');
  });

  it.each([
    ['api/client.ts', "import { useAuthStore } from '../stores/auth-store.ts';"],
    ['ui/odds-button.tsx', "import { useBetslipStore } from '../features/betslip/betslip-store.ts';"],
    ['ui/phone-text.tsx', "import { useSportsbookSettings } from '../stores/global-variables.ts';"],
    ['stores/user-store.ts', "import { liveClient } from '../live/app-live-client.ts';"],
    ['live/live-feed.tsx', "import { startBetslipFeed } from '../features/betslip/betslip-feed.ts';"],
    ['features/sports/prematch-page.tsx', "import { routes } from '../../app/routes.tsx';"],
    ['features/casino/casino-pages.tsx', "import { BonusProgress } from '../bonus/bonus-progress.tsx';"],
    ['site/paths.ts', "import { api } from '../api/client.ts';"],
  ])('refuses %s importing against the layers: %s', async (file, line) => {
    const [, name] = /import \{ (\w+) \}/.exec(line) ?? [];
    expect(await failures(file, `${line}\nexport const used = ${name};\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets imports that run the right way through', async () => {
    const code = [
      "import { OddsButton } from '../../ui/odds-button.tsx';",
      "import { useAuthStore } from '../../stores/auth-store.ts';",
      "import { paths } from '../../site/paths.ts';",
      "import { fetchSportsMenu } from '../../api/sports.ts';",
      'export const used = [OddsButton, useAuthStore, paths, fetchSportsMenu];',
      '',
    ].join('\n');
    expect(await failures('features/sports/prematch-page.tsx', code)).toEqual([]);
  });

  it('still lets the web take only types from the contract', async () => {
    const code = "import { bets } from '@slipstream/contract';\nexport const used = bets;\n";
    expect(await failures('features/bets/bet-card.tsx', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });
});
