// The bet-placed dialog of SPEC.md §2: "Submission Successful", Total Stake, the multi-bet bonus the
// bet was placed with, Potential Win (2 decimals), the booking code with share and copy, a restore
// hint, OK (clears the betslip) and a bet history link.
import { formatMoney } from '@slipstream/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useBetslipStore } from '../../stores/betslip-store.ts';
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { CodeBox } from '../../ui/code-box.tsx';
import { copyText } from '../../ui/copy-text.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ShareIcon } from '../../ui/icons.tsx';
import { shareLink, shareText } from './share-links.ts';

export function BetPlacedDialog({ data, close }: DialogComponentProps<'place-bet'>) {
  const { currencyCode, brandName } = useSportsbookSettings();

  function finish() {
    useBetslipStore.getState().resetCoupon();
    close('ok');
  }

  async function share() {
    const link = shareLink(window.location.origin, data.betslipId);
    const text = shareText(brandName, link);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch {
        // Cancelled or refused: fall back to copying the same text.
      }
    }
    await copyText(text);
  }

  return (
    <Dialog
      title="Submission Successful"
      footer={
        <button type="button" className="btn btn--primary" data-autofocus onClick={finish}>
          OK
        </button>
      }
    >
      <DetailList
        rows={[
          { label: 'Total Stake', value: `${currencyCode} ${formatMoney(data.stake)}` },
          ...(data.bonus
            ? [{ label: 'Multi-bet bonus', value: `${currencyCode} ${formatMoney(data.bonus)}` }]
            : []),
          { label: 'Potential Win', value: `${currencyCode} ${formatMoney(data.possibleWin)}` },
        ]}
      />
      <CodeBox
        label="Booking Code"
        code={data.betslipId}
        actions={
          <button
            type="button"
            className="icon-button"
            aria-label="Share booking code"
            onClick={() => void share()}
          >
            <ShareIcon />
          </button>
        }
      />
      <p className="muted">Input this code in the betslip to restore the selections.</p>
      <p>
        <Link to={paths.accountBetHistory} onClick={() => close('history')}>
          Check Bet History
        </Link>
      </p>
    </Dialog>
  );
}
