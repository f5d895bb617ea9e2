// The casino's running offers above the lobby (GET games/promotions), each leading to its game.
import { Link } from 'react-router';
import type { CasinoPromotion } from '../../../api/casino.ts';
import { to } from '../../../site/paths.ts';

export function PromotionStrip({ promotions }: { promotions: CasinoPromotion[] }) {
  return (
    <ul className="casino-promos" aria-label="Casino offers">
      {promotions.map((p) => (
        <li key={p.id} className="casino-promo">
          <p className="casino-promo__title">{p.title}</p>
          <p className="casino-promo__summary">{p.summary}</p>
          {p.game && (
            <Link className="casino-promo__link" to={to.playGame(p.game.name, p.game.id)}>
              Play {p.game.name}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
