// From 1024 px the betslip is a column beside the screen; narrower, it is a sheet the bettor opens.
import { mediaQueryMatches, useMediaQuery } from '../../ui/use-media-query.ts';

export const BETSLIP_COLUMN_QUERY = '(min-width: 1024px)';

export const isBetslipColumn = (): boolean => mediaQueryMatches(BETSLIP_COLUMN_QUERY);

export const useBetslipColumn = (): boolean => useMediaQuery(BETSLIP_COLUMN_QUERY);
