// The sandbox provider's side of a payment: show a session to the payer and record their decision,
// then notify the merchant (this app) with a signed webhook, as a real provider does.
import type { Db } from '../../../../db/database.ts';
import { sandboxWebhook } from './sandbox-gateway.ts';
import { decideSession, sessionByProviderReference, type SandboxPaymentRow } from './sandbox.repo.ts';

export type PayerDecision = 'approve' | 'decline' | 'pending';

export interface SandboxDesk {
  session(providerReference: string): Promise<SandboxPaymentRow | undefined>;
  /** Records the decision (once) and delivers the webhook of a decided session; answers the session. */
  decide(providerReference: string, decision: PayerDecision): Promise<SandboxPaymentRow | undefined>;
}

export interface SandboxDeskDeps {
  db: Db;
  secret: string;
  now: () => Date;
  /** Delivers a signed webhook to the app; throws when the app does not acknowledge it. */
  deliverWebhook: (rawBody: string, signature: string) => Promise<void>;
  log: { warn(obj: object, msg: string): void };
}

export function createSandboxDesk(deps: SandboxDeskDeps): SandboxDesk {
  return {
    session: (providerReference) => sessionByProviderReference(deps.db, providerReference),
    async decide(providerReference, decision) {
      if (decision !== 'pending') {
        await decideSession(
          deps.db,
          providerReference,
          decision === 'approve' ? 'approved' : 'declined',
          deps.now(),
        );
      }
      const row = await sessionByProviderReference(deps.db, providerReference);
      if (row && row.status !== 'pending') {
        // Sent again on every decided post, as a provider retries until acknowledged; the app handles it once.
        const { rawBody, signature } = sandboxWebhook(row, deps.secret, deps.now().getTime());
        await deps.deliverWebhook(rawBody, signature).catch((err: unknown) => {
          deps.log.warn({ err, providerReference }, 'sandbox webhook not acknowledged');
        });
      }
      return row;
    },
  };
}
