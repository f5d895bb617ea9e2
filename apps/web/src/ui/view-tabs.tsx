// A row of pill links that switch between views of one screen (Highlights / Upcoming, Lobby /
// Providers). Links, not ARIA tabs: each view has its own URL.
import { NavLink } from 'react-router';
import './view-tabs.css';

export function ViewTabs({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  return (
    <nav className="view-tabs" aria-label={label}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
