// Amounts in players' messages: "NGN 5,000.00" style text built from minor units.
import { formatMoney, toMajor, type Minor } from '@slipstream/domain';

export function describeAmount(amount: Minor): string {
  return formatMoney(toMajor(amount));
}
