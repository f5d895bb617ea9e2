// The market switcher of a sport's pre-match lists, on the choice this device remembers for the sport.
import { useListMarketChoice } from '../../stores/list-market-store.ts';
import { MarketChips } from '../../ui/market-switcher.tsx';

export function ListMarketChips({ sportId }: { sportId: number }) {
  const { choices, shown, choose } = useListMarketChoice(sportId);
  return <MarketChips choices={choices} value={shown} onChange={choose} />;
}
