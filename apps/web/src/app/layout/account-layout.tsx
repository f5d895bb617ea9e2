// The frame of the logged-in account screens: a side navigation (a scrollable row on phones).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ACCOUNT_LINKS } from './account-links.ts';
import './account-layout.css';

export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="account-layout">
      <nav className="account-layout__nav" aria-label="Account sections">
        <ul>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-layout__content">{children}</div>
    </div>
  );
}
