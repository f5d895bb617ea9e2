// Reading and checking a typed amount with the domain's wallet rule (amountSchema) and a method's
// minimum and maximum, giving the player a sentence rather than a schema path.
import { formatMoney } from '@slipstream/domain';
import { amountSchema } from '@slipstream/domain/wallet-schema';

/** The number typed ("5,000.50" → 5000.5), or NaN. Thousands separators are allowed. */
export function parseAmount(text: string): number {
  const clean = text.replace(/[,\s]/g, '');
  return clean === '' ? NaN : Number(clean);
}

export interface AmountLimits {
  min?: number;
  max?: number;
  currency: string;
}

/** An error text for the typed amount, or null when it may be sent. */
export function amountError(text: string, limits: AmountLimits): string | null {
  if (text.trim() === '') return 'Enter an amount';
  const amount = parseAmount(text);
  if (Number.isNaN(amount)) return 'Enter the amount as a number';
  const parsed = amountSchema.safeParse(amount);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Enter a valid amount';
    return message.charAt(0).toUpperCase() + message.slice(1);
  }
  if (limits.min !== undefined && amount < limits.min)
    return `The minimum is ${limits.currency} ${formatMoney(limits.min)}`;
  if (limits.max !== undefined && amount > limits.max)
    return `The maximum is ${limits.currency} ${formatMoney(limits.max)}`;
  return null;
}
