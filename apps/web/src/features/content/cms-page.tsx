// A CMS content page (SPEC.md §2 /cms/{page}, /CMS/TandC): title and HTML from
// content-management/page (sanitised by the server). /CMS/TandC shows the terms page; an unknown
// page gets a friendly not-found with ways onward.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { cmsPageQuery } from '../../api/content.ts';
import { humanizeSlug, paths } from '../../site/paths.ts';
import { useDateFormat, type FormatDate } from '../../ui/date-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CmsHtml } from './cms-html.tsx';

/** Route names that are not the page's own slug. */
const SLUG_ALIASES: Record<string, string> = { tandc: 'terms' };

export function CmsPage({ slug }: { slug?: string }) {
  const formatDate = useDateFormat();
  const params = useParams();
  const raw = (slug ?? params.page ?? '').toLowerCase();
  const key = SLUG_ALIASES[raw] ?? raw;
  const page = useQuery({ ...cmsPageQuery(key), enabled: /^[a-z0-9][a-z0-9-]{0,63}$/.test(key) });

  if (page.data) {
    return (
      <Page title={page.data.title} subtitle={updatedLine(page.data.updatedAt, formatDate)}>
        <article className="cms-page">
          <CmsHtml html={page.data.html} />
        </article>
      </Page>
    );
  }
  if (page.isPending && page.fetchStatus !== 'idle') {
    return (
      <Page title={humanizeSlug(raw)}>
        <Spinner label="Loading page" />
      </Page>
    );
  }
  return (
    <Page title="Page not found">
      <EmptyState title="We could not find this page">
        <p>It may have moved or been taken down. These may help instead:</p>
        <p className="cms-page__links">
          <Link to={paths.home}>Home</Link> · <Link to={paths.promotions}>Promotions</Link> ·{' '}
          <Link to="/cms/faq">FAQ</Link> · <Link to="/cms/contact-us">Contact us</Link>
        </p>
      </EmptyState>
    </Page>
  );
}

function updatedLine(iso: string | undefined, formatDate: FormatDate): string | undefined {
  if (!iso || Number.isNaN(Date.parse(iso))) return undefined;
  return `Last updated ${formatDate(iso, 'longDate')}`;
}
