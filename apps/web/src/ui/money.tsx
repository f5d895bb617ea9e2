// Money on screen: the domain's one format (en-US, 2 decimals, 0.00 when missing) with the currency code.
import { formatMoney } from '@slipstream/domain';

interface MoneyProps {
  amount: number | string | null | undefined;
  currency?: string;
  className?: string;
}

/** The same figure as text, for messages and labels ("NGN 1,000.00"). */
export function moneyText(amount: number | string | null | undefined, currency?: string): string {
  return currency ? `${currency} ${formatMoney(amount)}` : formatMoney(amount);
}

export function Money({ amount, currency, className }: MoneyProps) {
  return <span className={`money${className ? ` ${className}` : ''}`}>{moneyText(amount, currency)}</span>;
}
