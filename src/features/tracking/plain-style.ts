/**
 * The team map without a configured style: a plain background and a coordinate grid (a line every
 * `step` degrees over the area shown), drawn from data in the page. No tile server is contacted,
 * so nothing about where the team is leaves the company by default.
 */
import type { FeatureCollection, LineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';

export interface Area {
  west: number;
  south: number;
  east: number;
  north: number;
}

const WORLD: Area = { west: -180, south: -85, east: 180, north: 85 };

/** Grid lines every `step` degrees across `area` (rounded out to the step). */
export function gridLines(step: number, area: Area = WORLD): FeatureCollection<LineString> {
  const features: FeatureCollection<LineString>['features'] = [];
  const from = (v: number) => Math.floor(v / step) * step;
  const line = (coordinates: [number, number][]) => features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } });
  for (let lon = from(area.west); lon <= area.east; lon += step) line([[lon, area.south], [lon, area.north]]);
  for (let lat = from(area.south); lat <= area.north; lat += step) line([[area.west, lat], [area.east, lat]]);
  return { type: 'FeatureCollection', features };
}

/** The fine grid (0.01 degrees, about 1 km) around where the team is. */
export function fineGrid(area: Area): FeatureCollection<LineString> {
  const margin = 0.3;
  return gridLines(0.01, { west: area.west - margin, south: area.south - margin, east: area.east + margin, north: area.north + margin });
}

/** The finest grid (0.001 degrees, about 110 m by 70 m here) in a patch around each agent: at
 * street zoom, where an SOS opens the map, it is the only scale there is to judge a fix's
 * accuracy and the distance between two agents by. */
export function finestGrid(points: readonly { latitude: number; longitude: number }[]): FeatureCollection<LineString> {
  const features: FeatureCollection<LineString>['features'] = [];
  const patch = 0.01;
  for (const { latitude, longitude } of points) {
    const area = { west: longitude - patch, south: latitude - patch, east: longitude + patch, north: latitude + patch };
    features.push(...gridLines(0.001, area).features);
  }
  return { type: 'FeatureCollection', features };
}

const EMPTY: FeatureCollection<LineString> = { type: 'FeatureCollection', features: [] };

export const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    grid: { type: 'geojson', data: gridLines(1) },
    'grid-fine': { type: 'geojson', data: EMPTY },
    'grid-finest': { type: 'geojson', data: EMPTY },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } },
    { id: 'grid-finest', type: 'line', source: 'grid-finest', minzoom: 14, paint: { 'line-color': '#e0e6ec', 'line-width': 1 } },
    { id: 'grid-fine', type: 'line', source: 'grid-fine', minzoom: 9, paint: { 'line-color': '#d5dde5', 'line-width': 1 } },
    { id: 'grid', type: 'line', source: 'grid', paint: { 'line-color': '#b8c2cc', 'line-width': 1 } },
  ],
};
