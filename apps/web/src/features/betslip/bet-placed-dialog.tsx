// The bet-placed dialog of SPEC.md §2: "Submission Successful", Total Stake, the multi-bet bonus the
// bet was placed with, Potential Win (2 decimals), the booking code with share and copy, a restore
// hint, OK (clears the betslip) and a bet history link. Every way out but "Keep selections" leaves
// the slip empty and closes the phone's betslip sheet, so the placed picks are never offered to
// place again by accident; "Keep selections" brings them back with no stake, for a bettor who
// means to bet them again.
import { formatMoney } from '@slipstream/domain';
import { Link } from 'react-router';
import { paths } from '../../site/paths.ts';
import type { DialogComponentProps } from '../../stores/dialog-types.ts';
import { useSportsbookSettings } from '../../stores/global-variables.ts';
import { CodeBox } from '../../ui/code-box.tsx';
import { copyText } from '../../ui/copy-text.ts';
import { DetailList } from '../../ui/detail-list.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ShareIcon } from '../../ui/icons.tsx';
import { closeBetslipSheet } from './betslip-sheet-store.ts';
import { requestStakeFocus } from './betslip-stake-focus.ts';
import { useBetslipStore } from './betslip-store.ts';
import { validateBetslip } from './betslip-validation.ts';
import { shareLink, shareText } from './share-links.ts';

export function BetPlacedDialog({ data, close }: DialogComponentProps<'place-bet'>) {
  const { currencyCode, brandName } = useSportsbookSettings();

  /** OK, Check Bet History, Escape or Close: the slip stays empty and the sheet closes. */
  function finish(result?: 'ok' | 'history') {
    useBetslipStore.getState().resetCoupon();
    closeBetslipSheet();
    close(result);
  }

  function keepSelections() {
    useBetslipStore.getState().keepPlacedSelections();
    // Prices may have moved while the dialog was open; the slip shows the current ones before any stake.
    void validateBetslip();
    requestStakeFocus();
    close('keep');
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
      onDismiss={() => finish()}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={keepSelections}>
            Keep selections
          </button>
          <button type="button" className="btn btn--primary" data-autofocus onClick={() => finish('ok')}>
            OK
          </button>
        </>
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
        <Link to={paths.accountBetHistory} onClick={() => finish('history')}>
          Check Bet History
        </Link>
      </p>
    </Dialog>
  );
}
