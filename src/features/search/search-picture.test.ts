import { describe, expect, test } from 'vitest';
import { createImageUrls } from '../../content/image-url.ts';
import { pictureOf, shortPictureId } from './search-picture.ts';

const ASSET_ID = 'image-ffa03cd5fd6be78ff48666ffc8f7cbea86ec258d-1200x900-jpg';

describe('a search hit picture', () => {
  test('is carried as its asset id without the prefix, and read back to the same asset', () => {
    const short = shortPictureId(ASSET_ID);
    expect(short).toBe('ffa03cd5fd6be78ff48666ffc8f7cbea86ec258d-1200x900-jpg');
    expect(pictureOf(short!)).toEqual({
      alt: '',
      asset: { _id: ASSET_ID, url: '', path: '', width: 1200, height: 900, extension: 'jpg' },
      hotspot: null,
      crop: null,
    });
  });

  test('an id of another shape is not carried', () => {
    expect(shortPictureId('file-abc-pdf')).toBeUndefined();
    expect(shortPictureId('image-abc')).toBeUndefined();
    expect(pictureOf('not-an-id')).toBeUndefined();
  });

  test('gives the image URL builder what it needs, locally and on the image CDN', () => {
    const picture = pictureOf(shortPictureId(ASSET_ID)!)!;
    const options = { width: 96, height: 72 };
    expect(createImageUrls({ mode: 'local' }).imageUrl(picture, options)).toMatch(
      /^\/images\/ffa03cd5fd6be78ff48666ffc8f7cbea86ec258d-1200x900-[a-z0-9]+\/.+\.webp$/,
    );
    expect(
      createImageUrls({ mode: 'sanity', projectId: 'abc123', dataset: 'production' }).imageUrl(
        picture,
        options,
      ),
    ).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/ffa03cd5.+-1200x900\.jpg\?.*w=96/);
  });
});
