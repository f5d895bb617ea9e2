import { describe, expect, it } from 'vitest';
import { isOwnMedia, mediaSrcSet } from './media.ts';

describe('media srcset', () => {
  it('lists every width of an uploaded image', () => {
    expect(mediaSrcSet('/media/abcd1234')).toBe(
      '/media/abcd1234?w=360 360w, /media/abcd1234?w=720 720w, /media/abcd1234?w=1080 1080w, /media/abcd1234?w=1440 1440w',
    );
  });

  it('has none for images from elsewhere', () => {
    expect(isOwnMedia('https://cdn.example.com/banner.png')).toBe(false);
    expect(mediaSrcSet('https://cdn.example.com/banner.png')).toBeNull();
    expect(mediaSrcSet('/media/../etc')).toBeNull();
  });
});
