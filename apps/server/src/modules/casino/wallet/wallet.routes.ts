// The seamless wallet over HTTP for third-party aggregators: POST /api/casino/wallet/{balance,
// debit, credit, rollback}. No client signing and no session: each call is authenticated by the
// provider's signature over the raw body. Amounts are major units (≤ 2 decimals) on the wire.
import { casinoWallet as contract } from '@slipstream/contract';
import { walletCallBodies as bodies } from '@slipstream/contract/casino-wallet';
import { AppError, toMajor, toMinor } from '@slipstream/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { routeOf } from '../../../http/endpoint-route.ts';
import { BUILT_IN_PROVIDER } from '../provider/built-in-provider.ts';
import { CASINO_SIGNATURE_HEADER, verifyCasinoRequest } from './wallet-signature.ts';
import type { SeamlessWallet, WalletAnswer } from './wallet.types.ts';

const BODY_LIMIT = 16 * 1024;

const toWire = (a: WalletAnswer) => ({ ...a, balance: toMajor(a.balance) });

export interface WalletRouteDeps {
  wallet: SeamlessWallet;
  secret: string;
  now?: () => number;
}

export async function casinoWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  const now = deps.now ?? Date.now;

  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract.walletCallback),
    config: { public: true },
    handler: async (request) => {
      const header = request.headers[CASINO_SIGNATURE_HEADER];
      const raw = verifyCasinoRequest(
        deps.secret,
        String(request.body ?? ''),
        Array.isArray(header) ? header[0] : header,
        now(),
      );
      const { action } = request.params;
      const parsed = bodies[action].safeParse(raw);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', 'The wallet call is malformed.', parsed.error.issues);
      }
      const body = parsed.data;
      // Our own games call the wallet in-process; nobody may speak for them over HTTP.
      if (body.provider === BUILT_IN_PROVIDER)
        throw new AppError('FORBIDDEN', 'This provider does not call over HTTP.');
      const call = { provider: body.provider, sessionId: body.sessionId };
      if (action === 'balance') return toWire(await deps.wallet.balance(call));
      if (action === 'rollback') {
        const b = body as z.output<(typeof bodies)['rollback']>;
        return toWire(
          await deps.wallet.rollback({
            ...call,
            transactionId: b.transactionId,
            roundId: b.roundId,
            rollbackTransactionId: b.rollbackTransactionId,
          }),
        );
      }
      const b = body as z.output<(typeof bodies)['debit']>;
      const move = { ...call, transactionId: b.transactionId, roundId: b.roundId, amount: toMinor(b.amount) };
      return toWire(await (action === 'debit' ? deps.wallet.debit(move) : deps.wallet.credit(move)));
    },
  });
}
