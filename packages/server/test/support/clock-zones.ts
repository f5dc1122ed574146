import { wallTimeInZone } from '@carenest/core';

/** A fixed-offset zone where it is now about noon, so this morning's times and the next hours stay today. */
export function zoneAtNoon(): string {
  const offset = new Date().getUTCHours() - 12;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT+${offset}` : `Etc/GMT${offset}`;
}

/** The wall time `minutes` from now in `zone`, HH:mm. */
export function wallTimeFromNow(zone: string, minutes: number): string {
  return wallTimeInZone(new Date(Date.now() + minutes * 60_000), zone);
}
