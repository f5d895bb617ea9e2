// Banner links are followed only when they look like an http, https or ftp URL without spaces (SPEC.md §5).
const FOLLOWABLE = /^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i;

export function isFollowableLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && FOLLOWABLE.test(link);
}
