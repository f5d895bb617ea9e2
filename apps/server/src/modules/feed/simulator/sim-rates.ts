// How often the simulator sends what real feeds send now and then (a fixture cancelled, a settlement
// rolled back, a window of wrong odds cancelled), from the SIM_* variables of the configuration.
import type { Config } from '../../../config.ts';
import type { FeedSimulatorOptions } from './simulator.ts';

export type SimRateSettings = Pick<
  Config,
  'SIM_CANCEL_RATE' | 'SIM_ROLLBACK_RATE' | 'SIM_BET_CANCEL_WINDOW_RATE' | 'SIM_BET_CANCEL_ROLLBACK_RATE'
>;

export function simulatorRates(
  config: SimRateSettings,
): Required<
  Pick<FeedSimulatorOptions, 'cancelRate' | 'rollbackRate' | 'betCancelWindowRate' | 'betCancelRollbackRate'>
> {
  return {
    cancelRate: config.SIM_CANCEL_RATE,
    rollbackRate: config.SIM_ROLLBACK_RATE,
    betCancelWindowRate: config.SIM_BET_CANCEL_WINDOW_RATE,
    betCancelRollbackRate: config.SIM_BET_CANCEL_ROLLBACK_RATE,
  };
}
