// The footer: help and legal pages, promotions, the odds format (where a visitor chooses it too) and
// the responsible gambling 18+ notice.
import { Link } from 'react-router';
import { brand } from '../../site/brand.ts';
import { paths, to } from '../../site/paths.ts';
import { useOddsFormatStore } from '../../stores/odds-format-store.ts';
import { OddsFormatChoice } from '../../ui/odds-format-choice.tsx';
import './site-footer.css';

const GROUPS = [
  {
    title: 'Help',
    links: [
      { to: to.cms('about-us'), label: 'About us' },
      { to: to.cms('how-to-play'), label: 'How to play' },
      { to: to.cms('faq'), label: 'FAQ' },
      { to: to.cms('contact-us'), label: 'Contact us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.terms, label: 'Terms and Conditions' },
      { to: to.cms('privacy-policy'), label: 'Privacy Policy' },
      { to: to.cms('responsible-gambling'), label: 'Responsible Gambling' },
    ],
  },
  {
    title: 'Play',
    links: [
      { to: paths.promotions, label: 'Promotions' },
      { to: paths.liveList, label: 'Live betting' },
      { to: paths.games, label: 'Casino' },
    ],
  },
];

export function SiteFooter() {
  const oddsFormat = useOddsFormatStore((s) => s.format);
  const setOddsFormat = useOddsFormatStore((s) => s.setFormat);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__groups">
          {GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title} className="site-footer__group">
              <h2 className="site-footer__heading">{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <OddsFormatChoice value={oddsFormat} onChange={setOddsFormat} />
        <div className="site-footer__notice">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          <p>
            Only people aged 18 and over may gamble. Gambling can be addictive: set limits, take breaks and
            stop when it stops being fun. Need help? Read our{' '}
            <Link to={to.cms('responsible-gambling')}>responsible gambling</Link> page.
          </p>
        </div>
        <p className="site-footer__copy">
          © {new Date().getFullYear()} {brand.name}. Bet responsibly.
        </p>
      </div>
    </footer>
  );
}
