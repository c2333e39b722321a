// The inverse of the browser's local image paths (src/content/local-image-path.ts `localImagePath`): which
// variant a requested /images/ path stands for. Node only: the build and the dev server make the
// file a path names, and refuse any path the pages could not have asked for.
import {
  type CropMode,
  type FitMode,
  type LocalImageRequest,
  localImagePath,
} from '../src/content/local-image-path.ts';

const FIT_MODES: readonly FitMode[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'];
const CROP_MODES: readonly CropMode[] = ['top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy'];

const PATH =
  /^\/images\/([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)\/w(\d+)(?:-h(\d+))?-q(\d+)(?:-b(\d+))?(?:-f([a-z]+))?(?:-c([a-z]+))?(?:-r(\d+)_(\d+)_(\d+)_(\d+))?(?:-fp([\d.]+)_([\d.]+))?\.(webp|avif)$/;

/**
 * The request a local image path stands for, or null when it is not one we would have made
 * (unknown modes, a rect outside the source, or any other spelling than localImagePath's).
 */
export function parseLocalImagePath(path: string): LocalImageRequest | null {
  const m = PATH.exec(path);
  if (!m) return null;
  const n = (i: number) => (m[i] === undefined ? undefined : Number(m[i]));
  const request: LocalImageRequest = {
    assetId: m[1] ?? '',
    sourceWidth: n(2) ?? 0,
    sourceHeight: n(3) ?? 0,
    extension: m[4] ?? '',
    width: n(5) ?? 0,
    height: n(6),
    quality: n(7) ?? 0,
    blur: n(8),
    fit: m[9] as FitMode | undefined,
    crop: m[10] as CropMode | undefined,
    rect:
      m[11] === undefined
        ? undefined
        : { left: n(11) ?? 0, top: n(12) ?? 0, width: n(13) ?? 0, height: n(14) ?? 0 },
    focalPoint: m[15] === undefined ? undefined : { x: n(15) ?? 0, y: n(16) ?? 0 },
    format: m[17] === 'avif' ? 'avif' : undefined,
  };
  const { rect, focalPoint } = request;
  const valid =
    request.width > 0 &&
    request.height !== 0 &&
    request.quality >= 1 &&
    request.quality <= 100 &&
    (request.fit === undefined || FIT_MODES.includes(request.fit)) &&
    (request.crop === undefined || CROP_MODES.includes(request.crop)) &&
    (!rect ||
      (rect.width > 0 &&
        rect.height > 0 &&
        rect.left + rect.width <= request.sourceWidth &&
        rect.top + rect.height <= request.sourceHeight)) &&
    (!focalPoint || (focalPoint.x <= 1 && focalPoint.y <= 1));
  // Only the canonical spelling is accepted, so one variant can never be two files.
  return valid && localImagePath(request) === path ? request : null;
}
