// Screen-sized copies of uploaded raster images for phones: `/media/{id}?w=720` answers the image
// 720 px wide (never wider than the upload) as AVIF or WebP when the browser's Accept takes them, else
// in the upload's own type. The web app asks for them through srcset (features/sports/home-banners.tsx),
// so a phone fetches tens of kilobytes instead of an operator's 700 KB PNG. Each copy is made once (by
// sharp) and kept in memory; SVGs scale by themselves and are sent as they are.
import { MEDIA_WIDTHS } from '@slipstream/domain/media';
import type SharpModule from 'sharp';
import type { MediaType } from './media.ts';

const MAX_KEPT = 64;

export interface MediaAnswer {
  contentType: string;
  bytes: Uint8Array;
  /** Whether the answer depends on the request's Accept header. */
  negotiated: boolean;
}

type Format = 'avif' | 'webp' | 'original';

function formatFor(accept: string | undefined): Format {
  const a = accept ?? '';
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'original';
}

type Sharp = typeof SharpModule;
let sharpModule: Promise<Sharp | null> | null = null;

/** sharp, loaded on the first resize; null where its native part cannot load (the originals are sent). */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then(
    (m) => m.default,
    () => null,
  );
  return sharpModule;
}

async function resize(
  sharp: Sharp,
  bytes: Uint8Array,
  width: number,
  format: Format,
  type: MediaType,
): Promise<MediaAnswer> {
  const image = sharp(bytes, { failOn: 'error' }).resize({ width, withoutEnlargement: true });
  if (format === 'avif') {
    return {
      contentType: 'image/avif',
      bytes: await image.avif({ quality: 55, effort: 4 }).toBuffer(),
      negotiated: true,
    };
  }
  if (format === 'webp') {
    return {
      contentType: 'image/webp',
      bytes: await image.webp({ quality: 75 }).toBuffer(),
      negotiated: true,
    };
  }
  const own =
    type === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 78, mozjpeg: true });
  return {
    contentType: type === 'image/png' ? 'image/png' : 'image/jpeg',
    bytes: await own.toBuffer(),
    negotiated: true,
  };
}

/** Makes and keeps the copies: `answer` gives the bytes to send for one request. */
export function createMediaVariants() {
  const kept = new Map<string, Promise<MediaAnswer>>();

  return async function answer(
    id: string,
    original: { contentType: MediaType; bytes: Uint8Array },
    width: number | undefined,
    accept: string | undefined,
  ): Promise<MediaAnswer> {
    const plain = { ...original, negotiated: false };
    if (width === undefined || !(MEDIA_WIDTHS as readonly number[]).includes(width)) return plain;
    if (original.contentType === 'image/svg+xml') return plain;
    const format = formatFor(accept);
    const key = `${id}:${width}:${format}`;
    let made = kept.get(key);
    if (!made) {
      made = loadSharp().then((sharp) =>
        sharp ? resize(sharp, original.bytes, width, format, original.contentType) : plain,
      );
      // A copy that failed (a corrupt upload) is not kept: the original is sent instead.
      made = made.catch(() => plain);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, made);
    }
    return made;
  };
}
