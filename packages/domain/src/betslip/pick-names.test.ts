import { describe, expect, it } from 'vitest';
import { pickNames, type NamedPick } from './pick-names.ts';

const arsenalChelsea: NamedPick = {
  outcomeName: 'Arsenal',
  displayName: '1',
  outcomeId: 1,
  marketName: '1X2',
  specifier: '',
  homeTeam: 'Arsenal',
  awayTeam: 'Chelsea',
};

describe('pickNames', () => {
  it('names the outcome in full, not by the odds button label', () => {
    expect(pickNames(arsenalChelsea)).toEqual({ outcome: 'Arsenal', market: '1X2' });
    expect(pickNames({ ...arsenalChelsea, outcomeName: 'Draw', displayName: 'X' }).outcome).toBe('Draw');
    expect(pickNames({ ...arsenalChelsea, outcomeName: 'Chelsea', displayName: '2' }).outcome).toBe(
      'Chelsea',
    );
  });

  it('renders templates with the pick’s teams and specifier', () => {
    const handicap = {
      ...arsenalChelsea,
      outcomeName: '{$competitor2} ({-hcp})',
      displayName: 'Away {-hcp}',
      marketName: 'Handicap {hcp}',
      specifier: 'hcp=-1',
    };
    expect(pickNames(handicap)).toEqual({ outcome: 'Chelsea (+1)', market: 'Handicap -1' });
  });

  it('falls back to the label, then the outcome id, when there is no name', () => {
    expect(pickNames({ ...arsenalChelsea, outcomeName: '' }).outcome).toBe('1');
    expect(pickNames({ ...arsenalChelsea, outcomeName: '', displayName: '' }).outcome).toBe('1');
    expect(
      pickNames({ ...arsenalChelsea, outcomeName: '', displayName: '', outcomeId: 'sr:x:4' }).outcome,
    ).toBe('sr:x:4');
  });

  it('says Home and Away when the teams are unknown', () => {
    const bare = { ...arsenalChelsea, outcomeName: '{$competitor1}', homeTeam: '', awayTeam: '' };
    expect(pickNames(bare).outcome).toBe('Home');
  });
});
