import { describe, expect, it } from 'vitest';
import { mapBook } from './map-book';
import { emptyContext } from './map-context';
import { shareImageOf } from './map-share-image';

const jpeg = {
  id: 'att1',
  url: 'https://dl.airtable.example/cover.jpg',
  filename: 'cover.jpg',
  type: 'image/jpeg',
  width: 1600,
  height: 2400,
};

describe('shareImageOf (the raster picture of an image cell)', () => {
  it('uses a JPEG or PNG attachment as it is, with the size Airtable measured', () => {
    expect(shareImageOf([jpeg])).toEqual({ url: jpeg.url, width: 1600, height: 2400 });
    expect(shareImageOf([{ ...jpeg, type: 'image/png', url: 'https://x/p', width: undefined }])).toEqual({
      url: 'https://x/p',
      width: null,
      height: 2400,
    });
  });

  it("takes Airtable's full-size raster thumbnail of an SVG attachment", () => {
    const svg = {
      ...jpeg,
      url: 'https://x/cover.svg',
      type: 'image/svg+xml',
      thumbnails: {
        large: { url: 'https://x/l', width: 512, height: 768 },
        full: { url: 'https://x/f', width: 1200, height: 1800 },
      },
    };
    expect(shareImageOf([svg])).toEqual({ url: 'https://x/f', width: 1200, height: 1800 });
    expect(shareImageOf([{ ...svg, thumbnails: { large: svg.thumbnails.large } }])).toEqual({
      url: 'https://x/l',
      width: 512,
      height: 768,
    });
    expect(shareImageOf([{ ...svg, thumbnails: undefined }])).toBeNull();
  });

  it('takes a plain URL only when its extension is raster', () => {
    expect(shareImageOf('https://cdn.example/a.png')).toEqual({
      url: 'https://cdn.example/a.png',
      width: null,
      height: null,
    });
    expect(shareImageOf(['https://cdn.example/a.JPG?v=2'])).toEqual({
      url: 'https://cdn.example/a.JPG?v=2',
      width: null,
      height: null,
    });
    expect(shareImageOf('https://cdn.example/a.svg')).toBeNull();
    expect(shareImageOf(undefined)).toBeNull();
  });

  it('is what a book record gives as its shareImage (first cover field present)', () => {
    expect(mapBook({ id: 'recB', fields: { Title: 'T', 'Cover Image': [jpeg] } }, emptyContext).shareImage).toEqual({
      url: jpeg.url,
      width: 1600,
      height: 2400,
    });
  });
});
