// The betslip beside the fixtures (a side column on wide screens, a bottom sheet on phones): the
// selections by match, the bet type, system groupings and bankers, the stake, the engine's totals,
// betting with the sport bonus, the odds-change preference, a booking-code box, Clear all and Place Bet.
import { useBetslipStore } from '../../stores/betslip-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BetslipIcon } from '../../ui/icons.tsx';
import { AcceptChangesSelect } from './accept-changes-select.tsx';
import { BetModeTabs } from './bet-mode-tabs.tsx';
import { betModeOf } from './bet-mode.ts';
import { BetslipNotices } from './betslip-notices.tsx';
import { BetslipTotals } from './betslip-totals.tsx';
import { BookingCodeForm } from './booking-code-form.tsx';
import { PlaceBetButton } from './place-bet-button.tsx';
import { SelectionList } from './selection-list.tsx';
import { StakeField } from './stake-field.tsx';
import { SystemOptions } from './system-options.tsx';
import { UseBonusToggle } from './use-bonus-toggle.tsx';
import './betslip-panel.css';

export function BetslipPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const count = useBetslipStore((s) => s.coupon.selections.length);
  const mode = useBetslipStore(betModeOf);
  const clear = useBetslipStore((s) => s.clear);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="betslip-panel">
      <div className="betslip-panel__header">
        <Heading className="betslip-panel__title">Betslip</Heading>
        <span className="count-badge" aria-label={`${count} ${count === 1 ? 'selection' : 'selections'}`}>
          {count}
        </span>
        {count > 0 && (
          <button type="button" className="betslip-panel__clear" onClick={clear}>
            Clear all
          </button>
        )}
      </div>
      {count === 0 ? (
        <EmptyState title="Your betslip is empty" icon={<BetslipIcon />}>
          <p>Tap any odds to add a selection. Opened a shared link? Its selections load here.</p>
        </EmptyState>
      ) : (
        <>
          <BetModeTabs />
          <SelectionList showBankers={mode === 'system'} />
          {mode === 'system' && <SystemOptions />}
          <BetslipNotices />
          <StakeField />
          <UseBonusToggle />
          <AcceptChangesSelect />
          {/* Pinned together in a scrolling column or sheet: the figures stay above Place Bet. */}
          <div className="betslip-panel__footer">
            <BetslipTotals />
            <PlaceBetButton />
          </div>
        </>
      )}
      <BookingCodeForm />
    </div>
  );
}
