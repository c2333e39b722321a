import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { cropped, image } from './image-source.test-helper.ts';
import { createImageUrls, croppedSize, type ImageSource, ImageUrlError } from './image-url.ts';

const CDN = 'https://cdn.sanity.io/images/proj1/production/abc123-2000x1000.jpg';

function captureError(run: () => unknown): ImageUrlError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImageUrlError) return error;
    throw error;
  }
  throw new Error('expected an ImageUrlError');
}

let images = createImageUrls({ mode: 'local' });
afterEach(() => {
  images = createImageUrls({ mode: 'local' });
});

describe('sanity mode', () => {
  beforeEach(() => {
    images = createImageUrls({ mode: 'sanity', projectId: 'proj1', dataset: 'production' });
  });

  test('crop and hotspot become the rect the image CDN expects, with automatic format', () => {
    // crop: x 200..1800; a 4:3 box 1333 wide centred on the hotspot (x 1500) is pushed back
    // inside the crop: left = 1800 - 1333.
    expect(images.imageUrl(cropped, { width: 400, height: 300 })).toBe(
      `${CDN}?rect=467,0,1333,1000&w=400&h=300&q=85&auto=format`,
    );
    // A narrow box fits beside the hotspot without clamping: left = 1500 - 250.
    expect(images.imageUrl(cropped, { width: 200, height: 400 })).toBe(
      `${CDN}?rect=1250,0,500,1000&w=200&h=400&q=85&auto=format`,
    );
  });

  test('a tall image is cut top and bottom around the hotspot', () => {
    const tall = image(
      { hotspot: { x: 0.5, y: 0.2, width: 0.1, height: 0.1 } },
      { _id: 'image-t1-1000x2000-png' },
    );
    expect(images.imageUrl(tall, { width: 400, height: 300 })).toBe(
      'https://cdn.sanity.io/images/proj1/production/t1-1000x2000.png?rect=0,25,1000,750&w=400&h=300&q=85&auto=format',
    );
  });

  test('width alone keeps the whole crop; quality, blur and fit are passed on', () => {
    expect(images.imageUrl(image(), { width: 500 })).toBe(`${CDN}?w=500&q=85&auto=format`);
    expect(images.imageUrl(cropped, { width: 500 })).toBe(
      `${CDN}?rect=200,0,1600,1000&w=500&q=85&auto=format`,
    );
    expect(images.imageUrl(image(), { width: 300, quality: 60, blur: 20, fit: 'max' })).toBe(
      `${CDN}?w=300&blur=20&q=60&fit=max&auto=format`,
    );
  });

  test('crop=focalpoint follows the hotspot', () => {
    expect(images.imageUrl(cropped, { width: 400, height: 300, fit: 'crop', crop: 'focalpoint' })).toBe(
      `${CDN}?fp-x=0.75&fp-y=0.5&w=400&h=300&q=85&fit=crop&crop=focalpoint&auto=format`,
    );
  });

  test('without project and dataset the materialised asset url supplies them', () => {
    images = createImageUrls({ mode: 'sanity' });
    expect(images.imageUrl(image(), { width: 100 })).toBe(`${CDN}?w=100&q=85&auto=format`);
  });

  test('without project, dataset or url it asks for them', () => {
    images = createImageUrls({ mode: 'sanity' });
    const error = captureError(() => images.imageUrl(image({}, { url: '' }), { width: 100 }));
    expect(error.message).toMatch(/project id and dataset .* or an asset with a materialised url/);
  });
});

describe('local mode', () => {
  test('the transform becomes a static path of its own', () => {
    expect(images.imageUrl(cropped, { width: 400, height: 300 })).toBe(
      '/images/abc123-2000x1000-jpg/w400-h300-q85-r467_0_1333_1000.webp',
    );
    expect(images.imageUrl(image(), { width: 500 })).toBe('/images/abc123-2000x1000-jpg/w500-q85.webp');
    expect(
      images.imageUrl(cropped, { width: 400, height: 300, fit: 'crop', crop: 'focalpoint', quality: 70 }),
    ).toBe('/images/abc123-2000x1000-jpg/w400-h300-q70-fcrop-cfocalpoint-fp0.75_0.5.webp');
  });

  test('project and dataset are not needed', () => {
    expect(images.imageUrl(image({}, { url: '' }), { width: 64, height: 64 })).toBe(
      '/images/abc123-2000x1000-jpg/w64-h64-q85-r500_0_1000_1000.webp',
    );
  });
});

describe('builders', () => {
  test('each builder keeps its own configuration: a CDN builder beside a local one', () => {
    const cdn = createImageUrls({ mode: 'sanity', projectId: 'proj1', dataset: 'production' });
    const local = createImageUrls({ mode: 'local' });
    expect(cdn.imageUrl(image(), { width: 500 })).toBe(`${CDN}?w=500&q=85&auto=format`);
    expect(local.imageUrl(image(), { width: 500 })).toBe('/images/abc123-2000x1000-jpg/w500-q85.webp');
    expect([cdn.offersAvif, local.offersAvif]).toEqual([false, true]);
  });

  test('onLocalPath hears each local file each time it is made', () => {
    const heard: string[] = [];
    const local = createImageUrls({ mode: 'local' }, { onLocalPath: (path) => heard.push(path) });
    local.imageSrcSet(image(), { widths: [320, 640] });
    local.imageUrl(image(), { width: 320 });
    local.imageUrl(image(), { width: 320, format: 'avif' });
    expect(heard).toEqual([
      '/images/abc123-2000x1000-jpg/w320-q85.webp',
      '/images/abc123-2000x1000-jpg/w640-q85.webp',
      '/images/abc123-2000x1000-jpg/w320-q85.webp',
      '/images/abc123-2000x1000-jpg/w320-q85.avif',
    ]);
  });

  test('a CDN builder has no local files to tell of', () => {
    const heard: string[] = [];
    const cdn = createImageUrls(
      { mode: 'sanity', projectId: 'proj1', dataset: 'production' },
      { onLocalPath: (path) => heard.push(path) },
    );
    cdn.imageUrl(image(), { width: 320 });
    expect(heard).toEqual([]);
  });
});

describe('placeholder and srcset', () => {
  test('the placeholder is one third of the size, blur 10, quality 40', () => {
    // 133x100 is 1.33:1, so the centred box is 1330 wide: left = 1000 - 665.
    expect(images.placeholderUrl(image(), { width: 400, height: 300 })).toBe(
      '/images/abc123-2000x1000-jpg/w133-h100-q40-b10-r335_0_1330_1000.webp',
    );
    expect(images.placeholderUrl(image(), { width: 1900 })).toBe(
      '/images/abc123-2000x1000-jpg/w633-q40-b10.webp',
    );
  });

  test('srcset lists each width once, in order, at the given shape', () => {
    expect(images.imageSrcSet(image(), { widths: [800, 400, 400], aspect: 4 / 3 })).toBe(
      [
        '/images/abc123-2000x1000-jpg/w400-h300-q85-r334_0_1333_1000.webp 400w',
        '/images/abc123-2000x1000-jpg/w800-h600-q85-r334_0_1333_1000.webp 800w',
      ].join(', '),
    );
    expect(images.imageSrcSet(image(), { widths: [320], quality: 70 })).toBe(
      '/images/abc123-2000x1000-jpg/w320-q70.webp 320w',
    );
  });

  test('srcset never asks for more pixels than the cropped source has', () => {
    // The crop leaves 1600x1000; at 4:3 the widest box is 1333 wide.
    expect(croppedSize(cropped)).toEqual({ width: 1600, height: 1000 });
    const widths = images
      .imageSrcSet(cropped, { widths: [640, 1920, 3800], aspect: 4 / 3 })
      .split(', ')
      .map((entry) => entry.split(' ')[1]);
    expect(widths).toEqual(['640w', '1333w']);
  });

  test('srcset URLs on the CDN', () => {
    images = createImageUrls({ mode: 'sanity', projectId: 'proj1', dataset: 'production' });
    expect(images.imageSrcSet(image(), { widths: [320, 640] })).toBe(
      `${CDN}?w=320&q=85&auto=format 320w, ${CDN}?w=640&q=85&auto=format 640w`,
    );
  });
});

describe('errors (SPEC §8)', () => {
  test('an image without an asset, whichever of the builder reads it first', () => {
    const noAsset = () => ({ ...image(), asset: undefined }) as unknown as ImageSource;
    for (const use of [
      () => images.imageUrl(noAsset(), { width: 100 }),
      () => images.imageSrcSet(noAsset(), { widths: [320] }),
      () => images.placeholderUrl(noAsset(), { width: 400 }),
      () => images.memo(noAsset(), [], () => 'made'),
    ]) {
      const error = captureError(use);
      expect(error).toBeInstanceOf(ImageUrlError);
      expect(error.message).toMatch(/required "asset" property is missing/);
    }
  });

  test('an asset without a reference', () => {
    expect(captureError(() => images.imageUrl(image({}, { _id: '' }), { width: 100 })).message).toMatch(
      /no asset _id was found/,
    );
  });

  test('a malformed asset reference, in both modes, keeping the builder message', () => {
    for (const mode of ['local', 'sanity'] as const) {
      images = createImageUrls({ mode, projectId: 'proj1', dataset: 'production' } as never);
      const error = captureError(() =>
        images.imageUrl(image({}, { _id: 'image-abc123-jpg' }), { width: 100 }),
      );
      expect(error.message).toMatch(/^Cannot build the image URL: Malformed asset _ref 'image-abc123-jpg'/);
      expect(error.message).toContain((error.cause as Error).message);
    }
    const notNumbers = captureError(() =>
      images.imageUrl(image({}, { _id: 'image-abc-wxh-jpg' }), { width: 100 }),
    );
    expect(notNumbers.message).toMatch(/Malformed asset _ref/);
  });

  test('an invalid fit or crop mode is rejected', () => {
    const fit = captureError(() => images.imageUrl(image(), { width: 100, fit: 'stretch' as never }));
    expect(fit.message).toBe('Cannot build the image URL: Invalid fit mode "stretch"');
    const crop = captureError(() =>
      images.imageUrl(image(), { width: 100, height: 100, crop: 'middle' as never }),
    );
    expect(crop.message).toBe('Cannot build the image URL: Invalid crop mode "middle"');
  });
});
