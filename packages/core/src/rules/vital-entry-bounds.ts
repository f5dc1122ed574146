import { BAND_MEASUREMENTS, PEDIATRIC_AGE_BANDS, type AgeBand } from './pediatric-age-bands.ts';
import { VITAL_BOUNDS, VITAL_MEASUREMENTS, type VitalMeasurement, type VitalValues } from './vital-signs.ts';

/** The lowest and highest value a measurement accepts. */
export interface EntryBound {
  minimum: number;
  maximum: number;
}

/** How a child past the source's last band (16 years on) is named in messages: the spec's bounds apply. */
export const ADULT_BAND_LABEL = 'Adult (16 years and over)';

/** The band's name as messages write it: the source's label, or the adult one past its last band. */
export function bandLabelOf(band: AgeBand | null): string {
  return band ? band.label : ADULT_BAND_LABEL;
}

/**
 * What can be recorded of each measurement for a child of `band`: the band's physiological bounds for the
 * measurements that vary with age (pediatric-age-bands.ts), the spec's bounds (part 2, section 5) for the
 * others, and the spec's bounds for every measurement past the last band.
 */
export function entryBoundsFor(band: AgeBand | null): Record<VitalMeasurement, EntryBound> {
  const bounds = Object.fromEntries(
    VITAL_MEASUREMENTS.map((measurement) => {
      const { minimum, maximum } = VITAL_BOUNDS[measurement];
      return [measurement, { minimum, maximum }];
    }),
  ) as Record<VitalMeasurement, EntryBound>;
  if (!band) return bounds;
  for (const measurement of BAND_MEASUREMENTS) {
    const [minimum, maximum] = band.entry[measurement];
    bounds[measurement] = { minimum, maximum };
  }
  return bounds;
}

/**
 * The widest bounds of any age (every band's and the spec's): what a request is checked against before its
 * child, and so their band, is known. The child's own band is checked once the child is loaded.
 */
export const WIDEST_ENTRY_BOUNDS: Record<VitalMeasurement, EntryBound> = (() => {
  const widest = entryBoundsFor(null);
  for (const band of PEDIATRIC_AGE_BANDS) {
    const own = entryBoundsFor(band);
    for (const measurement of VITAL_MEASUREMENTS) {
      widest[measurement] = {
        minimum: Math.min(widest[measurement].minimum, own[measurement].minimum),
        maximum: Math.max(widest[measurement].maximum, own[measurement].maximum),
      };
    }
  }
  return widest;
})();

/**
 * The message of a value outside a child's bounds, in the spec's shape with the band named, e.g. "Heart
 * rate must be between 40 and 300 for Infant (1 to 12 months)".
 */
export function bandRangeMessage(measurement: VitalMeasurement, band: AgeBand | null): string {
  const { minimum, maximum } = entryBoundsFor(band)[measurement];
  return `${VITAL_BOUNDS[measurement].label} must be between ${minimum} and ${maximum} for ${bandLabelOf(band)}`;
}

/**
 * The first measurement of a reading outside the bounds of the child's band, with its message; null when
 * every value taken can be recorded.
 */
export function vitalEntryProblem(
  values: VitalValues,
  band: AgeBand | null,
): { field: VitalMeasurement; message: string } | null {
  const bounds = entryBoundsFor(band);
  for (const measurement of VITAL_MEASUREMENTS) {
    const value = values[measurement];
    if (value == null) continue;
    if (value < bounds[measurement].minimum || value > bounds[measurement].maximum) {
      return { field: measurement, message: bandRangeMessage(measurement, band) };
    }
  }
  return null;
}
