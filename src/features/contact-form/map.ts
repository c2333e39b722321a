// The contact block's map (SPEC §2 "an optional map shown on the client side only"): an
// OpenStreetMap embed for the place, and a plain link to the same place as its fallback.

export interface MapPlace {
  lat: number;
  lng: number;
  zoom: number;
  label: string;
}

const MAP_HOST = 'https://www.openstreetmap.org';
/** The frame the embed is sized for, in CSS pixels: its bounding box shows the zoom asked for. */
export const MAP_FRAME = { width: 640, height: 400 } as const;
const TILE_PIXELS = 256;
const MAX_LATITUDE = 85;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

const fixed = (value: number) => value.toFixed(5);

/** What may load the map. */
export interface MapSignals {
  /** The visitor clicked "Show map". */
  requested: boolean;
  /** The visitor allowed videos and maps from other sites (the cookie banner). */
  consented: boolean;
}

/**
 * Whether the third-party map may load (docs/privacy.md): the map site sees the visitor's address
 * and may store data, so only when they asked for this map or allowed maps in general.
 */
export function mayLoadMap({ requested, consented }: MapSignals): boolean {
  return requested || consented;
}

/** The embed's address: the box a `frame`-sized map at `zoom` shows around the place, and a marker. */
export function mapEmbedUrl(place: MapPlace, frame: { width: number; height: number } = MAP_FRAME): string {
  const lat = clamp(place.lat, -MAX_LATITUDE, MAX_LATITUDE);
  const lng = clamp(place.lng, -180, 180);
  const worldPixels = TILE_PIXELS * 2 ** clamp(Math.round(place.zoom), 0, 19);
  const lngSpan = (frame.width / worldPixels) * 360;
  // Web Mercator near `lat`: a degree of latitude spans 1/cos(lat) times the pixels of a degree of longitude.
  const latSpan = (frame.height / worldPixels) * 360 * Math.cos((lat * Math.PI) / 180);
  const bbox = [lng - lngSpan / 2, lat - latSpan / 2, lng + lngSpan / 2, lat + latSpan / 2].map(fixed);
  // Numbers, commas and dots only: nothing to encode, and the address reads as the map site writes it.
  return `${MAP_HOST}/export/embed.html?bbox=${bbox.join(',')}&layer=mapnik&marker=${fixed(lat)},${fixed(lng)}`;
}

/** The place on the full map site: the fallback link, and what the server renders. */
export function mapLinkUrl(place: MapPlace): string {
  const zoom = clamp(Math.round(place.zoom), 0, 19);
  const lat = fixed(place.lat);
  const lng = fixed(place.lng);
  return `${MAP_HOST}/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
