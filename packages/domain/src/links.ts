// Banner links are followed only when they look like an http, https or ftp URL without spaces (SPEC.md §5).
const FOLLOWABLE = /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i;

export function isFollowableLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && FOLLOWABLE.test(link);
}

/**
 * A URL segment for a name: "Ice Hockey" → "ice-hockey". Sport pages are addressed by this slug, so
 * the server that pre-renders a sport's page and the web app that links to it must agree on it.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
