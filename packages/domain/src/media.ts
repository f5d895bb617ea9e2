// Screen-sized copies of the operator's uploaded images (/media/{id}?w=…): the widths the server makes
// and the srcset/sizes a banner asks with, shared so the page's preload and the <img> pick the same copy.

/** The widths `/media/{id}?w=` answers (any other width gets the upload as it is). */
export const MEDIA_WIDTHS = [360, 720, 1080, 1440] as const;

/** A banner's rendered width: the whole phone screen, or the main column beside the betslip. */
export const BANNER_SIZES = '(min-width: 1024px) 900px, 100vw';

/** True for an image uploaded to this site (the only ones with screen-sized copies). */
export function isOwnMedia(image: string): boolean {
  return /^\/media\/[a-z0-9-]{8,64}$/.test(image);
}

/** The srcset of an uploaded image's copies, or null for an image from elsewhere. */
export function mediaSrcSet(image: string): string | null {
  if (!isOwnMedia(image)) return null;
  return MEDIA_WIDTHS.map((w) => `${image}?w=${w} ${w}w`).join(', ');
}
