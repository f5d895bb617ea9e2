// The SIM_* rates: read from the environment as shares within [0, 1], handed to the simulator as
// its options, and refused by the engine outside that range.
import { describe, expect, it } from 'vitest';
import { configSchema, ConfigError, loadConfig } from '../../../config.ts';
import { SimulationEngine } from './engine.ts';
import { simulatorRates } from './sim-rates.ts';
import { FeedSimulator } from './simulator.ts';

describe('the simulator’s rates from configuration', () => {
  it('cancels 1% of fixtures and rolls nothing back by default, with a few windows of wrong odds', () => {
    expect(simulatorRates(configSchema.parse({}))).toEqual({
      cancelRate: 0.01,
      rollbackRate: 0,
      betCancelWindowRate: 0.02,
      betCancelRollbackRate: 0.2,
    });
  });

  it('takes each rate from its variable, and the simulator runs with them', () => {
    const config = configSchema.parse({
      SIM_CANCEL_RATE: '0',
      SIM_ROLLBACK_RATE: '0.05',
      SIM_BET_CANCEL_WINDOW_RATE: '1',
      SIM_BET_CANCEL_ROLLBACK_RATE: '0.5',
    });
    const sim = new FeedSimulator({ ...simulatorRates(config), seed: 1, autoAdvance: false });
    expect(sim.engine.options).toMatchObject({
      cancelRate: 0,
      rollbackRate: 0.05,
      betCancelWindowRate: 1,
      betCancelRollbackRate: 0.5,
    });
  });

  it('refuses a rate outside [0, 1], naming the variable', () => {
    for (const [name, value] of [
      ['SIM_CANCEL_RATE', '1.5'],
      ['SIM_ROLLBACK_RATE', '-0.1'],
      ['SIM_BET_CANCEL_WINDOW_RATE', 'often'],
      ['SIM_BET_CANCEL_ROLLBACK_RATE', '2'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value }), name).toThrow(name);
    }
  });

  it('is checked by the engine as well, for callers that build it directly', () => {
    expect(() => new SimulationEngine({ seed: 1, betCancelWindowRate: 1.2 })).toThrow(
      /betCancelWindowRate must be within \[0, 1\]/,
    );
    expect(() => new SimulationEngine({ seed: 1, betCancelRollbackRate: -1 })).toThrow(RangeError);
    expect(() => new SimulationEngine({ seed: 1, rollbackRate: Number.NaN })).toThrow(RangeError);
  });
});
