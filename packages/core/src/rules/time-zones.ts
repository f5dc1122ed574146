/**
 * The IANA time zones this JavaScript engine knows (`Intl.supportedValuesOf`), plus `UTC`, in the engine's
 * order. A facility's clock must be one of them: its day, hours and reports are computed in that zone.
 */
export function ianaTimeZones(): readonly string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/**
 * Whether `value` names an IANA time zone ("America/Chicago"), not an offset ("+05:00") or an abbreviation
 * ("EST"): the engine must accept it and it must be written as a region and place, or be `UTC`.
 */
export function isIanaTimeZone(value: string): boolean {
  if (value !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
