// The betslip beside the fixtures (a side column on wide screens, a bottom sheet on phones): the
// selections by match, the bet type, system groupings and bankers, the stake, the engine's totals,
// betting with the sport bonus, the odds-change preference, a booking-code box, Clear all and Place Bet.
// In the column and the sheet only the selections (with their settings, Book and Simulate) scroll:
// what decides the bet (notices, the stake with its quick stakes, the totals and Place Bet) stays
// pinned in view, however many picks there are.
import { useBetslipStore } from './betslip-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BetslipIcon } from '../../ui/icons.tsx';
import { AcceptChangesSelect } from './accept-changes-select.tsx';
import { BetModeTabs } from './bet-mode-tabs.tsx';
import { BookAndSimulate } from './book-and-simulate.tsx';
import { betModeOf } from './bet-mode.ts';
import { BetslipNotices } from './betslip-notices.tsx';
import { BetslipTotals } from './betslip-totals.tsx';
import { BookingCodeForm } from './booking-code-form.tsx';
import { PlaceBetButton } from './place-bet-button.tsx';
import { selectBettable } from './place-bet.ts';
import { SelectionList } from './selection-list.tsx';
import { StakeField } from './stake-field.tsx';
import { SystemOptions } from './system-options.tsx';
import { UseBonusToggle } from './use-bonus-toggle.tsx';
import { useStakePrompt } from './use-stake-prompt.ts';
import './betslip-panel.css';

function FilledSlip() {
  const mode = useBetslipStore(betModeOf);
  const bettable = useBetslipStore(selectBettable);
  const loading = useBetslipStore((s) => s.isBetslipLoading);
  const stake = useStakePrompt();
  return (
    <>
      <BetModeTabs onChange={stake.betTypeChanged} />
      <div className="betslip-panel__picks">
        <SelectionList showBankers={mode === 'system'} />
        {mode === 'system' && <SystemOptions />}
        <UseBonusToggle />
        <AcceptChangesSelect />
        <BookAndSimulate onSimulate={stake.simulate} />
        <BookingCodeForm />
      </div>
      <div className="betslip-panel__footer">
        <BetslipNotices />
        <StakeField
          inputRef={stake.inputRef}
          message={stake.message}
          onEnter={bettable && !loading ? stake.place : undefined}
        />
        <BetslipTotals />
        <PlaceBetButton onPlace={stake.place} />
      </div>
    </>
  );
}

export function BetslipPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const count = useBetslipStore((s) => s.coupon.selections.length);
  const clear = useBetslipStore((s) => s.clear);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className={`betslip-panel${count > 0 ? ' betslip-panel--filled' : ''}`}>
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
        <>
          <EmptyState title="Your betslip is empty" icon={<BetslipIcon />}>
            <p>Tap any odds to add a selection. Opened a shared link? Its selections load here.</p>
          </EmptyState>
          <BookingCodeForm />
        </>
      ) : (
        <FilledSlip />
      )}
    </div>
  );
}
