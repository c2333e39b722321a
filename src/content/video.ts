// Video links as editors paste them (SPEC §2 "Video", §3 "Media item", §5 "Video link"): a watch,
// embed, short or share link, or a bare id. Ships to the browser: plain string work, no URL
// libraries.

/** A video id: eleven letters, digits, `-` or `_`. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The hosts a link may name; anything else is not a video we can embed. */
const WATCH_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const SHARE_HOST = 'youtu.be';
/** Path forms that carry the id as their second segment: `/embed/<id>`, `/shorts/<id>`, … */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'v', 'live']);

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

/**
 * The video id in a link or a bare id, or null when there is none (SPEC §5: a watch link without
 * `v` gives no video). The id comes from the `v` query parameter, else from the path.
 */
export function videoId(linkOrId: string): string | null {
  const text = linkOrId.trim();
  if (VIDEO_ID.test(text)) return text;
  const url = parseLink(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === SHARE_HOST) return validId(segments[0]);
  if (!WATCH_HOSTS.has(host)) return null;
  const v = url.searchParams.get('v');
  if (v !== null) return validId(v);
  const [first, second] = segments;
  if (first === 'watch') return null;
  return first !== undefined && ID_PATH_PREFIXES.has(first) ? validId(second) : null;
}

function parseLink(text: string): URL | null {
  if (/\s/.test(text) || text === '') return null;
  // Editors paste `youtu.be/…` or `www.youtube.com/…` without the scheme as often as with it.
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function validId(candidate: string | undefined): string | null {
  return candidate !== undefined && VIDEO_ID.test(candidate) ? candidate : null;
}

/**
 * The privacy-enhanced player for `id`: autoplay (muted, which browsers require for autoplay),
 * no controls, looping (a single video loops only as its own playlist), 720p, inline on phones,
 * related videos from the same channel only.
 */
export function embedUrl(id: string): string {
  const query = [
    'autoplay=1',
    'mute=1',
    'controls=0',
    'loop=1',
    `playlist=${id}`,
    'vq=hd720',
    'playsinline=1',
    'rel=0',
  ].join('&');
  return `${PLAYER_ORIGIN}/embed/${id}?${query}`;
}

/** Thumbnail sizes the video host makes: `hq` (480x360) always exists, `maxres` (1280x720) not always. */
export type ThumbnailSize = 'hq' | 'maxres';

export const THUMBNAIL_WIDTHS: Record<ThumbnailSize, number> = { hq: 480, maxres: 1280 };

/** The video host's still for `id`. */
export function thumbnailUrl(id: string, size: ThumbnailSize = 'hq'): string {
  return `${THUMBNAIL_ORIGIN}/vi/${id}/${size}default.jpg`;
}

/** The video on the host's own site: the plain link offered until the player loads. */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
