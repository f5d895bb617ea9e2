// The built-in game screens by game slug (the start answer's `game`). Each screen is its own chunk,
// loaded when its game is opened; every module's default export takes GameScreenProps.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameScreenProps } from './game-screen.ts';

export type GameScreen = LazyExoticComponent<ComponentType<GameScreenProps>>;

export const gameScreens: Readonly<Record<string, GameScreen>> = {
  'starlight-reels': lazy(() => import('./slot/slot-game.tsx')),
  'european-roulette': lazy(() => import('./roulette/roulette-game.tsx')),
  blackjack: lazy(() => import('./blackjack/blackjack-game.tsx')),
  crash: lazy(() => import('./crash/crash-game.tsx')),
  dice: lazy(() => import('./dice/dice-game.tsx')),
  mines: lazy(() => import('./mines/mines-game.tsx')),
};

export function gameScreenFor(slug: string): GameScreen | null {
  return Object.hasOwn(gameScreens, slug) ? gameScreens[slug]! : null;
}
