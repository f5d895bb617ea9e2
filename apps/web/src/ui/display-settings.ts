// The operator's settings shared components write with: the dial code phone numbers are shown under,
// and the time zone and locale of every date. ui/ reads no store: app/ provides these from the
// operator's global variables; until then (and in a component rendered alone) the launch market's.
import type { DateSettings } from '@slipstream/domain';
import { createContext, useContext } from 'react';
import { LAUNCH_MARKET } from '../site/market.ts';

export interface DisplaySettings extends DateSettings {
  dialCode: string;
}

export const DisplaySettingsContext = createContext<DisplaySettings>({
  dialCode: LAUNCH_MARKET.dialCode,
  timeZone: LAUNCH_MARKET.timeZone,
  locale: LAUNCH_MARKET.locale,
});

export function useDisplaySettings(): DisplaySettings {
  return useContext(DisplaySettingsContext);
}
