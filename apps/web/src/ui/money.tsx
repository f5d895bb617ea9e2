// Money on screen: the domain's one format (en-US, 2 decimals, 0.00 when missing) with the currency code.
import { formatMoney } from '@slipstream/domain';

interface MoneyProps {
  amount: number | string | null | undefined;
  currency?: string;
  className?: string;
}

export function Money({ amount, currency, className }: MoneyProps) {
  return (
    <span className={`money${className ? ` ${className}` : ''}`}>
      {currency ? `${currency} ${formatMoney(amount)}` : formatMoney(amount)}
    </span>
  );
}
