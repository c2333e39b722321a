import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapLinkUrl, mayLoadMap } from './map.ts';

const place = { lat: 51.1756, lng: 0.4934, zoom: 14, label: 'Brookfield Farm, Marden' };

describe('the map', () => {
  it('links to the place on the full map, with a marker', () => {
    expect(mapLinkUrl(place)).toBe(
      'https://www.openstreetmap.org/?mlat=51.17560&mlon=0.49340#map=14/51.17560/0.49340',
    );
  });

  it('embeds a box around the place, with its marker', () => {
    const url = new URL(mapEmbedUrl(place, { width: 640, height: 400 }));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('51.17560,0.49340');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(place.lng);
    expect(east).toBeGreaterThan(place.lng);
    expect(south).toBeLessThan(place.lat);
    expect(north).toBeGreaterThan(place.lat);
    // 640 px at zoom 14 is 640 / (256 × 2^14) of the world's 360°.
    expect((east ?? 0) - (west ?? 0)).toBeCloseTo((640 / (256 * 2 ** 14)) * 360, 4);
  });

  it('shows less of the world at a closer zoom', () => {
    const span = (zoom: number) => {
      const [west, , east] = (new URL(mapEmbedUrl({ ...place, zoom })).searchParams.get('bbox') ?? '')
        .split(',')
        .map(Number);
      return (east ?? 0) - (west ?? 0);
    };
    expect(span(15)).toBeCloseTo(span(14) / 2, 4);
  });

  it('loads only when asked for or allowed', () => {
    expect(mayLoadMap({ requested: false, consented: false })).toBe(false);
    expect(mayLoadMap({ requested: true, consented: false })).toBe(true);
    expect(mayLoadMap({ requested: false, consented: true })).toBe(true);
  });
});
