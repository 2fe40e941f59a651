/** Links to OpenStreetMap for a point: the embeddable map and the full site. */
import type { GeoLocation } from '@/content/site-types';

const OSM_ORIGIN = 'https://www.openstreetmap.org';
/** About 700 m by 550 m around the point: the street and the seafront, readable on a phone. */
const HALF_WIDTH_DEGREES = 0.004;
const HALF_HEIGHT_DEGREES = 0.0025;
const LINK_ZOOM = 17;

const coordinate = (value: number) => value.toFixed(5);

export function osmEmbedUrl({ latitude, longitude }: GeoLocation): string {
  const bbox = [
    longitude - HALF_WIDTH_DEGREES,
    latitude - HALF_HEIGHT_DEGREES,
    longitude + HALF_WIDTH_DEGREES,
    latitude + HALF_HEIGHT_DEGREES,
  ]
    .map(coordinate)
    .join(',');
  return `${OSM_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${coordinate(latitude)},${coordinate(longitude)}`;
}

export function osmLinkUrl({ latitude, longitude }: GeoLocation): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `${OSM_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=${LINK_ZOOM}/${lat}/${lon}`;
}
