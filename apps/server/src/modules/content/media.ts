// Uploaded images: the type is read from the bytes (never trusted from the caller), the size is
// capped, and an SVG is refused when it carries anything active (scripts, event handlers, external
// references). /media/{id} also serves every image with a CSP that blocks scripts, as a second wall.
import type { MEDIA_TYPES } from '@slipstream/contract/content';
import { AppError } from '@slipstream/domain';

export type MediaType = (typeof MEDIA_TYPES)[number];

/** Decoded bytes; its base64 JSON form still fits the app's default 1 MiB body limit. */
export const MAX_IMAGE_BYTES = 700 * 1024;

/** The CSP /media answers carry: nothing runs, nothing loads, not even when opened directly. */
export const MEDIA_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of these bytes, or null when they are none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 2048));
  const text = head.replace(/^\uFEFF/, '').trimStart();
  const body = text.replace(/^<\?xml[^>]*\?>\s*/i, '').replace(/^(<!--[\s\S]*?-->\s*)*/, '');
  if (/^<svg[\s>]/i.test(body)) return 'image/svg+xml';
  return null;
}

// Anything in an SVG that can run code, load something or reach outside the image.
const ACTIVE_SVG = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /<(iframe|embed|object|use|image|a|animate|set|handler|listener)[\s>/]/i,
  /href\s*=\s*["']?(?!["'#])/i,
  /url\(\s*["']?(?!["'#\s])/i,
  /@import/i,
];

/** Throws VALIDATION_FAILED unless the bytes are an accepted image within the size cap. */
export function checkImage(bytes: Uint8Array, declared?: string): MediaType {
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'The image is empty.');
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The image is larger than ${MAX_IMAGE_BYTES / 1024} KB.`);
  }
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('VALIDATION_FAILED', 'Only PNG, JPEG, SVG and WebP images are accepted.');
  if (declared && declared !== type) {
    throw new AppError('VALIDATION_FAILED', `The file is ${type}, not ${declared}.`);
  }
  if (type === 'image/svg+xml') {
    const text = new TextDecoder().decode(bytes);
    if (ACTIVE_SVG.some((re) => re.test(text))) {
      throw new AppError(
        'VALIDATION_FAILED',
        'This SVG contains scripts, event handlers, links or external references; remove them and upload it again.',
      );
    }
  }
  return type;
}
