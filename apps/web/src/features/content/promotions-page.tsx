// Promotions (SPEC.md §2): the operator's offers, each with its artwork, text, a call to action and
// its terms behind a disclosure. A call to action to an app path navigates inside the app.
import { isFollowableLink } from '@slipstream/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { promotionsQuery, type Promotion } from '../../api/content.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CmsHtml } from './cms-html.tsx';

export function PromotionsPage() {
  const promotions = useQuery(promotionsQuery());
  return (
    <Page
      title="Promotions"
      subtitle="Bonuses and offers for players. 18+ · Terms apply · Please gamble responsibly."
    >
      {promotions.isPending ? (
        <Spinner label="Loading promotions" />
      ) : promotions.data && promotions.data.length > 0 ? (
        <ul className="promo-list">
          {promotions.data.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </ul>
      ) : (
        <EmptyState title="No promotions running right now">
          <p>New offers are posted here. Check back before your next bet.</p>
        </EmptyState>
      )}
    </Page>
  );
}

function PromotionCard({ promotion: p }: { promotion: Promotion }) {
  const headingId = `promo-${p.slug}`;
  return (
    <li className="promo-card" aria-labelledby={headingId}>
      <img className="promo-card__image" src={p.image} alt="" width={960} height={480} loading="lazy" />
      <div className="promo-card__body">
        <h2 id={headingId} className="promo-card__title">
          {p.title}
        </h2>
        <p className="promo-card__summary">{p.summary}</p>
        <CmsHtml html={p.html} className="promo-card__text" />
        <CallToAction label={p.cta.label} link={p.cta.link} />
        <details className="promo-card__terms">
          <summary>Terms and conditions</summary>
          <CmsHtml html={p.termsHtml} />
        </details>
      </div>
    </li>
  );
}

function CallToAction({ label, link }: { label: string; link: string }) {
  if (/^\/(?!\/)/.test(link)) {
    return (
      <Link className="btn btn--primary promo-card__cta" to={link}>
        {label}
      </Link>
    );
  }
  if (isFollowableLink(link)) {
    return (
      <a className="btn btn--primary promo-card__cta" href={link} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return null;
}
