// The frame of a screen: its title (the page's one h1), an optional line under it and actions.
import { useEffect, type ReactNode } from 'react';
import { brand } from '../site/brand.ts';
import './page.css';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function Page({ title, subtitle, actions, children }: PageProps) {
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
  return (
    <section className="page-frame" aria-labelledby="page-title">
      <header className="page-frame__header">
        <div className="page-frame__heading">
          <h1 id="page-title" className="page-frame__title">
            {title}
          </h1>
          {subtitle && <p className="page-frame__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page-frame__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A titled block inside a page. */
export function Section({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="page-section">
      <div className="page-section__header">
        <h2 className="page-section__title">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
