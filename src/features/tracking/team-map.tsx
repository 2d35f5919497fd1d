/**
 * The team's last known positions on a MapLibre GL map. The style is the server's MAP_STYLE_URL
 * or, without one, the plain style with a coordinate grid (plain-style.ts). Markers are DOM
 * elements (readable, styleable, no glyph server needed): an agent with an open SOS is red and
 * pulses, the map opens on the SOS it was opened for. Without WebGL the list beside it remains.
 */
import { Box, Text } from '@chakra-ui/react';
import { Map as MapLibreMap, Marker, NavigationControl, addProtocol, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
// MapLibre finds its worker next to its own module, which bundling moves: the worker file is
// shipped as an asset of ours (self-contained, same origin, precached for offline) and named here.
import mapWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAIN_STYLE, fineGrid, finestGrid } from './plain-style.js';
import type { TeamMember } from './use-team.js';

function markerElement(member: TeamMember, label: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'vigil-team-marker';
  el.dataset.testid = 'team-marker';
  el.dataset.agent = String(member.agentId);
  el.dataset.sos = member.sos ? 'open' : 'none';
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', label);
  el.title = label;
  Object.assign(el.style, {
    width: member.sos ? '22px' : '16px',
    height: member.sos ? '22px' : '16px',
    borderRadius: '50%',
    border: '3px solid white',
    boxShadow: member.sos ? '0 0 0 6px rgba(220, 38, 38, 0.35)' : '0 1px 4px rgba(0,0,0,0.4)',
    background: member.sos ? '#dc2626' : '#1d4ed8',
  });
  return el;
}

setWorkerUrl(mapWorkerUrl);

// A configured style may read its tiles from a self-hosted PMTiles file (`pmtiles://…`): one
// static file on any web server, read by byte ranges, no tile server to run.
let pmtilesRegistered = false;
function registerPmtiles(): void {
  if (pmtilesRegistered) return;
  pmtilesRegistered = true;
  addProtocol('pmtiles', new Protocol().tile);
}

/** MapLibre draws with WebGL; without it (old devices, some locked-down browsers) the page keeps
 * the team list and says why there is no map, instead of an empty frame. */
function webglAvailable(): boolean {
  const canvas = document.createElement('canvas');
  return canvas.getContext('webgl2') !== null || canvas.getContext('webgl') !== null;
}

type MarkerState = { marker: Marker; sos: boolean; label: string };

export function TeamMap({ members, focus, styleUrl, labelOf }: { members: TeamMember[]; focus: number | null; styleUrl: string | null; labelOf: (m: TeamMember) => string }) {
  const { t } = useTranslation('tracking');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<number, MarkerState>());
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const focused = useRef<number | null>(null);

  useEffect(() => {
    if (!container.current) return;
    if (!webglAvailable()) {
      setFailed(true);
      return;
    }
    try {
      if (styleUrl !== null) registerPmtiles();
      const instance = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? PLAIN_STYLE,
        center: [4.35, 50.85],
        zoom: 9,
        attributionControl: styleUrl === null ? false : { compact: true },
        // The map's own controls speak the user's language too (they read "Zoom in" in Arabic).
        locale: {
          'Map.Title': t('map.title'),
          'NavigationControl.ZoomIn': t('map.zoomIn'),
          'NavigationControl.ZoomOut': t('map.zoomOut'),
          'AttributionControl.ToggleAttribution': t('map.attribution'),
          'Marker.Title': t('map.marker'),
        },
      });
      instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      // The first frame with the style and its sources drawn: the page (and a test) can tell a
      // drawn map from an empty frame.
      instance.once('idle', () => setDrawn(true));
      map.current = instance;
    } catch {
      setFailed(true);
    }
    const held = markers.current;
    return () => {
      for (const { marker } of held.values()) marker.remove();
      held.clear();
      map.current?.remove();
      map.current = null;
      setDrawn(false);
    };
  }, [styleUrl]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const seen = new Set<number>();
    for (const member of members) {
      seen.add(member.agentId);
      const label = labelOf(member);
      const held = markers.current.get(member.agentId);
      // A move is a new position for the same marker; a new SOS state or name is a new element.
      if (held && held.sos === member.sos && held.label === label) {
        held.marker.setLngLat([member.longitude, member.latitude]);
        continue;
      }
      held?.marker.remove();
      const marker = new Marker({ element: markerElement(member, label) }).setLngLat([member.longitude, member.latitude]).addTo(instance);
      markers.current.set(member.agentId, { marker, sos: member.sos, label });
    }
    for (const [agentId, { marker }] of markers.current) {
      if (!seen.has(agentId)) {
        marker.remove();
        markers.current.delete(agentId);
      }
    }
    if (members.length === 0) return;
    const lons = members.map((m) => m.longitude);
    const lats = members.map((m) => m.latitude);
    const area = { west: Math.min(...lons), east: Math.max(...lons), south: Math.min(...lats), north: Math.max(...lats) };
    const setGrid = (): void => {
      void instance.getSource<GeoJSONSource>('grid-fine')?.setData(fineGrid(area));
      void instance.getSource<GeoJSONSource>('grid-finest')?.setData(finestGrid(members));
    };
    if (styleUrl === null) {
      if (instance.isStyleLoaded()) setGrid();
      else instance.once('load', setGrid);
    }
    const target = members.find((m) => m.sosId === focus) ?? null;
    if (target && focused.current !== focus) {
      focused.current = focus;
      instance.jumpTo({ center: [target.longitude, target.latitude], zoom: 15 });
    } else if (focused.current === null) {
      focused.current = -1;
      instance.fitBounds([[area.west, area.south], [area.east, area.north]], { padding: 60, maxZoom: 14, duration: 0 });
    }
  }, [members, focus, styleUrl, labelOf]);

  return (
    <Box position="relative" h={{ base: '60vh', md: '70vh' }} borderWidth="1px" borderRadius="lg" overflow="hidden" bg="#eef2f6">
      {/* The map's own stylesheet makes its container `position: relative`, so the container is
          sized by width and height, never by insets (it would collapse to no height). */}
      <Box ref={container} w="full" h="full" data-testid="team-map" data-drawn={drawn ? 'yes' : 'no'} />
      {failed && (
        <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" p="6" color="fg.muted">
          {t('mapUnavailable')}
        </Text>
      )}
    </Box>
  );
}
