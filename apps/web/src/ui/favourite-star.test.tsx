// The star: named for what it does to what, pressed while starred, a tap goes to the favourites app/
// provides; nothing is drawn where none are provided.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FavouriteStar } from './favourite-star.tsx';
import { FavouritesContext, type FavouriteTarget, type Favourites } from './favourites.ts';

function standInFavourites() {
  const keys = new Set<string>();
  const listeners = new Set<() => void>();
  const favourites: Favourites = {
    isFavourite: (kind, id) => keys.has(`${kind}:${id}`),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    toggle: (target: FavouriteTarget) => {
      const key = `${target.kind}:${target.id}`;
      if (!keys.delete(key)) keys.add(key);
      for (const listener of listeners) listener();
    },
  };
  return favourites;
}

const ARSENAL: FavouriteTarget = { kind: 'team', id: 7, name: 'Arsenal' };

describe('FavouriteStar', () => {
  it('adds and removes, saying which it will do', async () => {
    render(
      <FavouritesContext value={standInFavourites()}>
        <FavouriteStar target={ARSENAL} />
      </FavouritesContext>,
    );
    const add = screen.getByRole('button', { name: 'Add Arsenal to favourites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(add);
    const remove = screen.getByRole('button', { name: 'Remove Arsenal from favourites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(remove);
    expect(screen.getByRole('button', { name: 'Add Arsenal to favourites' })).toBeTruthy();
  });

  it('is not drawn where no favourites are provided', () => {
    const { container } = render(<FavouriteStar target={ARSENAL} />);
    expect(container.innerHTML).toBe('');
  });
});
