// Phone-sized copies of uploads: the asked width in the best format the browser takes, never larger
// than the upload, and SVGs or unlisted widths as uploaded.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMediaVariants } from './media-variants.ts';

let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 480, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
});

describe('media variants', () => {
  it('answers a listed width as AVIF, WebP or the upload type, as the browser accepts', async () => {
    const variants = createMediaVariants();
    const original = { contentType: 'image/png' as const, bytes: png };
    const avif = await variants('a1b2c3d4', original, 360, 'image/avif,image/webp,*/*');
    expect(avif.contentType).toBe('image/avif');
    expect(avif.negotiated).toBe(true);
    expect((await sharp(avif.bytes).metadata()).width).toBe(360);

    const webp = await variants('a1b2c3d4', original, 720, 'image/webp,*/*');
    expect(webp.contentType).toBe('image/webp');
    expect((await sharp(webp.bytes).metadata()).width).toBe(720);

    const plain = await variants('a1b2c3d4', original, 720, '*/*');
    expect(plain.contentType).toBe('image/png');
    expect((await sharp(plain.bytes).metadata()).width).toBe(720);
  });

  it('never enlarges, and sends SVGs and other widths as uploaded', async () => {
    const variants = createMediaVariants();
    const original = { contentType: 'image/png' as const, bytes: png };
    const wide = await variants('a1b2c3d4', original, 1440, 'image/webp');
    expect((await sharp(wide.bytes).metadata()).width).toBe(1200);

    expect(await variants('a1b2c3d4', original, 500, 'image/webp')).toEqual({
      ...original,
      negotiated: false,
    });
    expect(await variants('a1b2c3d4', original, undefined, 'image/webp')).toEqual({
      ...original,
      negotiated: false,
    });
    const svg = { contentType: 'image/svg+xml' as const, bytes: new TextEncoder().encode('<svg/>') };
    expect(await variants('e5f6a7b8', svg, 360, 'image/avif')).toEqual({ ...svg, negotiated: false });
  });
});
