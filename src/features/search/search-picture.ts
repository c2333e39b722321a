// A machine's small picture in the search dropdown and on the results page (docs/search.md
// "Rows"). The index carries it as its asset id without the "image-" prefix, once per distinct
// picture; the lazy search chunk and the build (the product page's client images) both make the
// picture from that id here, so the files the build makes are the ones the browser asks for.
import type { ImageSource } from '../../content/image-url.ts';

const ASSET_PREFIX = 'image-';
/** `<hex>-<width>x<height>-<ext>`: the size and format the URL builder needs are in the id. */
const SHORT_ID = /^[0-9a-f]+-(\d+)x(\d+)-([a-z0-9]+)$/;

/** The index's short form of an image asset id; undefined for an id of another shape. */
export function shortPictureId(assetId: string): string | undefined {
  const short = assetId.startsWith(ASSET_PREFIX) ? assetId.slice(ASSET_PREFIX.length) : '';
  return SHORT_ID.test(short) ? short : undefined;
}

/**
 * The picture a short id stands for. The editor's crop and hotspot are not carried (they would
 * cost more than the id): the thumbnail is the photo's middle at 4:3, which is how machine photos
 * are taken. Alt text is empty: the row's title beside it names the machine.
 */
export function pictureOf(short: string): ImageSource | undefined {
  const match = SHORT_ID.exec(short);
  if (!match) return undefined;
  return {
    alt: '',
    asset: {
      _id: `${ASSET_PREFIX}${short}`,
      url: '',
      path: '',
      width: Number(match[1]),
      height: Number(match[2]),
      extension: match[3]!,
    },
    hotspot: null,
    crop: null,
  };
}
