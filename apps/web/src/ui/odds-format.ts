// The web's one way of writing a price: the domain's formatOddsAs in the bettor's chosen format
// (decimal, fractional or American). ui/ reads no store: app/ provides the choice; a component
// rendered alone writes decimals. Only the text changes: prices are kept and sent as decimals.
import { DEFAULT_ODDS_FORMAT, formatOddsAs, type OddsFormat } from '@slipstream/domain';
import { createContext, useContext, useMemo } from 'react';

export type FormatOdds = (price: number | string | null | undefined) => string;

export const OddsFormatContext = createContext<OddsFormat>(DEFAULT_ODDS_FORMAT);

export function useOddsFormat(): OddsFormat {
  return useContext(OddsFormatContext);
}

/** Writes a price in the chosen format; `-` for no price. */
export function useFormatOdds(): FormatOdds {
  const format = useOddsFormat();
  return useMemo(() => (price) => formatOddsAs(price, format), [format]);
}
