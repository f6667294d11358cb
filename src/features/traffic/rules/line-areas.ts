// Line areas (000 §3): `coordinates` arrives as comma-separated text, longitude then latitude. The list is
// filtered by a text that may appear in the code or the address, ignoring case.

export interface LineArea {
  code: string;
  coordinates: string;
  address: string;
}

export interface Coordinates {
  longitude: number;
  latitude: number;
}

/** The coordinates, or undefined when the text is not a longitude and a latitude within their ranges. */
export function parseCoordinates(text: string): Coordinates | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => part === '')) return undefined;
  const [longitude, latitude] = parts.map(Number) as [number, number];
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return undefined;
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return undefined;
  return { longitude, latitude };
}

/** 116.40° E, 39.90° N: the hemisphere spelled out, as maps print it. */
export function formatCoordinates({ longitude, latitude }: Coordinates): string {
  const east = `${Math.abs(longitude).toFixed(2)}° ${longitude < 0 ? 'W' : 'E'}`;
  const north = `${Math.abs(latitude).toFixed(2)}° ${latitude < 0 ? 'S' : 'N'}`;
  return `${east}, ${north}`;
}

export function filterAreas<T extends LineArea>(areas: readonly T[], text: string | undefined): T[] {
  const needle = text?.trim().toLowerCase();
  if (!needle) return [...areas];
  return areas.filter(
    (area) => area.code.toLowerCase().includes(needle) || area.address.toLowerCase().includes(needle),
  );
}
