import { describe, expect, it } from 'vitest';
import { osmEmbedUrl, osmLinkUrl } from './map-urls';

const mahdia = { latitude: 35.5047, longitude: 11.0622 };

describe('OpenStreetMap URLs', () => {
  it('embeds a small box centred on the point, with a marker on it', () => {
    const url = new URL(osmEmbedUrl(mahdia));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('35.50470,11.06220');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(((west ?? 0) + (east ?? 0)) / 2).toBeCloseTo(mahdia.longitude, 5);
    expect(((south ?? 0) + (north ?? 0)) / 2).toBeCloseTo(mahdia.latitude, 5);
    expect(west).toBeLessThan(east ?? 0);
    expect(south).toBeLessThan(north ?? 0);
  });

  it('links to the point on openstreetmap.org', () => {
    expect(osmLinkUrl(mahdia)).toBe(
      'https://www.openstreetmap.org/?mlat=35.50470&mlon=11.06220#map=17/35.50470/11.06220',
    );
  });
});
