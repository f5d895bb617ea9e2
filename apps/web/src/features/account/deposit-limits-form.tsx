// Deposit limits per day, week and month (PUT auth/responsible-gambling/deposit-limits): a lower limit
// applies at once, a higher one or a removal after 24 hours, shown as pending with its time.
import {
  DEPOSIT_LIMIT_MAX_MAJOR,
  DEPOSIT_LIMIT_PERIODS,
  formatMoney,
  type DepositLimitPeriod,
} from '@slipstream/domain';
import { useState, type FormEvent } from 'react';
import { setDepositLimits, type ResponsibleGambling } from '../../api/account-safety.ts';
import { useDateFormat } from '../../ui/date-format.ts';
import { showToast } from '../../ui/toast-store.ts';
import { TextField } from './text-field.tsx';

const LABELS: Record<DepositLimitPeriod, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

type Values = Record<DepositLimitPeriod, string>;

function toText(amount: number | null): string {
  return amount === null ? '' : String(amount);
}

/** A typed limit as a number (null = none), or an error text. */
function parseLimit(text: string): { value: number | null } | { error: string } {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return { value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(t))
    return { error: 'Enter an amount with at most 2 decimals, or leave it empty for no limit.' };
  const value = Number(t);
  if (value <= 0) return { error: 'A limit must be more than 0; leave it empty for no limit.' };
  if (value > DEPOSIT_LIMIT_MAX_MAJOR) return { error: `At most ${formatMoney(DEPOSIT_LIMIT_MAX_MAJOR)}.` };
  return { value };
}

interface Props {
  rg: ResponsibleGambling;
  onSaved: (rg: ResponsibleGambling) => void;
}

export function DepositLimitsForm({ rg, onSaved }: Props) {
  const formatDate = useDateFormat();
  const [values, setValues] = useState<Values>(() => ({
    daily: toText(rg.depositLimits.daily.amount),
    weekly: toText(rg.depositLimits.weekly.amount),
    monthly: toText(rg.depositLimits.monthly.amount),
  }));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const patch: Partial<Record<DepositLimitPeriod, number | null>> = {};
    const problems: Partial<Values> = {};
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const parsed = parseLimit(values[period]);
      if ('error' in parsed) problems[period] = parsed.error;
      else if (parsed.value !== rg.depositLimits[period].amount) patch[period] = parsed.value;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (Object.keys(patch).length === 0) {
      showToast('Your limits are unchanged.', 'info');
      return;
    }
    setSaving(true);
    try {
      const saved = await setDepositLimits(patch);
      onSaved(saved);
      const waiting = DEPOSIT_LIMIT_PERIODS.some((p) => saved.depositLimits[p].pending);
      showToast(waiting ? 'Saved. Higher limits start after 24 hours.' : 'Your deposit limits were saved.');
    } catch (err) {
      setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="account-note">
        Limit how much you can deposit. A lower limit applies at once; a higher limit, or removing one,
        applies only after 24 hours, so you have time to think it over. Leave a box empty for no limit.
      </p>
      <div className="account-form__grid">
        {DEPOSIT_LIMIT_PERIODS.map((period) => {
          const pending = rg.depositLimits[period].pending;
          return (
            <TextField
              key={period}
              label={`${LABELS[period]} limit (${rg.currency})`}
              inputMode="decimal"
              placeholder="No limit"
              value={values[period]}
              error={errors[period]}
              hint={
                pending
                  ? `Changing to ${pending.amount === null ? 'no limit' : formatMoney(pending.amount)} on ${formatDate(pending.effectiveAt, 'dateTime')}.`
                  : undefined
              }
              onChange={(text) => setValues((v) => ({ ...v, [period]: text }))}
            />
          );
        })}
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={saving}>
        {saving ? 'Please Wait' : 'Save limits'}
      </button>
    </form>
  );
}
