// Picks the match model for a fixture from its competition's parameters.
import type { SimFixture } from '../calendar.ts';
import { basketballModel } from './basketball.ts';
import { hockeyModel } from './ice-hockey.ts';
import { rallyModel, TABLE_TENNIS_PACE, VOLLEYBALL_PACE } from './rally.ts';
import { soccerModel } from './soccer.ts';
import { tennisModel } from './tennis.ts';
import type { MatchModel } from './types.ts';

export type { Drift, MatchModel, PlayEvent, PlayEventKind, Pricing } from './types.ts';
export { NO_DRIFT } from './types.ts';

export function matchModelFor(fixture: SimFixture): MatchModel {
  const model = fixture.tournament.model;
  switch (model.sport) {
    case 'soccer':
      return soccerModel(fixture, model.goals);
    case 'ice_hockey':
      return hockeyModel(fixture, model.goals);
    case 'basketball':
      return basketballModel(fixture, model.quarterMinutes, model.pace);
    case 'tennis':
      return tennisModel(fixture, model.serve, model.bestOf);
    case 'volleyball':
      return rallyModel(fixture, model, VOLLEYBALL_PACE);
    case 'table_tennis':
      return rallyModel(fixture, model, TABLE_TENNIS_PACE);
  }
}
