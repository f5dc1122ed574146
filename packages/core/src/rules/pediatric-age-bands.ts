import {
  FACILITY_DEFAULT_LIMITS,
  PARAMETER_MEASUREMENTS,
  type ParameterLimits,
  type ParameterMeasurement,
} from './vital-parameters.ts';

/**
 * Where the age bands come from: the normal ranges of the American Heart Association's Pediatric Advanced Life
 * Support (PALS) provider manual, 2020 edition: heart rate awake, respiratory rate, and systolic and diastolic
 * blood pressure by age group. Temperature and oxygen saturation do not change with age there; their
 * suggestion is the facility default.
 */
export const AGE_BAND_SOURCE =
  'American Heart Association, Pediatric Advanced Life Support (PALS) Provider Manual, 2020: normal heart ' +
  'rate (awake), respiratory rate and blood pressure by age';

/** The measurements whose normal, alarming and possible values change with age. */
export type BandMeasurement =
  'heartRate' | 'respiratoryRate' | 'bloodPressureSystolic' | 'bloodPressureDiastolic';

/** The measurements that change with age, in the spec's order. */
export const BAND_MEASUREMENTS: readonly BandMeasurement[] = [
  'heartRate',
  'bloodPressureSystolic',
  'bloodPressureDiastolic',
  'respiratoryRate',
];

/** One age group of the source, from its first month of age up to (not including) the next group's. */
export interface AgeBand {
  key: 'neonate' | 'infant' | 'toddler' | 'preschool' | 'school-age' | 'adolescent';
  label: string;
  /** Age in whole months at which the band starts. */
  fromMonths: number;
  /** Age in whole months at which the next band starts. */
  toMonths: number;
  /** Normal low and high for the measurements that vary with age. */
  normal: Record<BandMeasurement, [number, number]>;
  /**
   * The limits past which the source calls a value alarming (null where it states none): heart rate below 60
   * (50 for adolescents, whose normal low is 60) or above the rate at which it calls supraventricular
   * tachycardia probable (infants 220, children 180); respiratory rate below 10 or above 60, abnormal at any
   * age; systolic pressure below its hypotension limit (neonates 60, infants 70, 70 + 2 x age in years from 1
   * to 10, 90 from 10 on; the band's youngest age is used).
   */
  alarming: Record<BandMeasurement, [number | null, number | null]>;
  /**
   * What can be recorded for a child of the band: every normal and alarming value a living child of that age
   * can show, so that only the impossible is refused (an infant's supraventricular tachycardia reaches 300,
   * a neonate in distress breathes past 100, a neonate's normal diastolic is 35).
   */
  entry: Record<BandMeasurement, [number, number]>;
}

/** The source's age groups, youngest first. From 16 years on the facility default (adult ranges) applies. */
export const PEDIATRIC_AGE_BANDS: readonly AgeBand[] = [
  {
    key: 'neonate',
    label: 'Neonate (under 1 month)',
    fromMonths: 0,
    toMonths: 1,
    normal: {
      heartRate: [100, 205],
      respiratoryRate: [30, 53],
      bloodPressureSystolic: [67, 84],
      bloodPressureDiastolic: [35, 53],
    },
    alarming: {
      heartRate: [60, 220],
      respiratoryRate: [10, 60],
      bloodPressureSystolic: [60, null],
      bloodPressureDiastolic: [null, null],
    },
    entry: {
      heartRate: [40, 300],
      respiratoryRate: [5, 120],
      bloodPressureSystolic: [30, 150],
      bloodPressureDiastolic: [15, 110],
    },
  },
  {
    key: 'infant',
    label: 'Infant (1 to 12 months)',
    fromMonths: 1,
    toMonths: 12,
    normal: {
      heartRate: [100, 180],
      respiratoryRate: [30, 53],
      bloodPressureSystolic: [72, 104],
      bloodPressureDiastolic: [37, 56],
    },
    alarming: {
      heartRate: [60, 220],
      respiratoryRate: [10, 60],
      bloodPressureSystolic: [70, null],
      bloodPressureDiastolic: [null, null],
    },
    entry: {
      heartRate: [40, 300],
      respiratoryRate: [5, 120],
      bloodPressureSystolic: [40, 170],
      bloodPressureDiastolic: [15, 120],
    },
  },
  {
    key: 'toddler',
    label: 'Toddler (1 to 2 years)',
    fromMonths: 12,
    toMonths: 36,
    normal: {
      heartRate: [98, 140],
      respiratoryRate: [22, 37],
      bloodPressureSystolic: [86, 106],
      bloodPressureDiastolic: [42, 63],
    },
    alarming: {
      heartRate: [60, 180],
      respiratoryRate: [10, 60],
      bloodPressureSystolic: [72, null],
      bloodPressureDiastolic: [null, null],
    },
    entry: {
      heartRate: [30, 280],
      respiratoryRate: [5, 100],
      bloodPressureSystolic: [45, 200],
      bloodPressureDiastolic: [20, 130],
    },
  },
  {
    key: 'preschool',
    label: 'Preschool (3 to 5 years)',
    fromMonths: 36,
    toMonths: 72,
    normal: {
      heartRate: [80, 120],
      respiratoryRate: [20, 28],
      bloodPressureSystolic: [89, 112],
      bloodPressureDiastolic: [46, 72],
    },
    alarming: {
      heartRate: [60, 180],
      respiratoryRate: [10, 60],
      bloodPressureSystolic: [76, null],
      bloodPressureDiastolic: [null, null],
    },
    entry: {
      heartRate: [30, 260],
      respiratoryRate: [5, 90],
      bloodPressureSystolic: [50, 220],
      bloodPressureDiastolic: [20, 140],
    },
  },
  {
    key: 'school-age',
    label: 'School age (6 to 11 years)',
    fromMonths: 72,
    toMonths: 144,
    normal: {
      heartRate: [75, 118],
      respiratoryRate: [18, 25],
      bloodPressureSystolic: [97, 115],
      bloodPressureDiastolic: [57, 76],
    },
    alarming: {
      heartRate: [60, 180],
      respiratoryRate: [10, 60],
      bloodPressureSystolic: [82, null],
      bloodPressureDiastolic: [null, null],
    },
    entry: {
      heartRate: [30, 250],
      respiratoryRate: [5, 80],
      bloodPressureSystolic: [55, 240],
      bloodPressureDiastolic: [25, 150],
    },
  },
  {
    key: 'adolescent',
    label: 'Adolescent (12 to 15 years)',
    fromMonths: 144,
    toMonths: 192,
    normal: {
      heartRate: [60, 100],
      respiratoryRate: [12, 20],
      bloodPressureSystolic: [110, 131],
      bloodPressureDiastolic: [64, 83],
    },
    alarming: {
      heartRate: [50, 180],
      respiratoryRate: [10, 60],
      bloodPressureSystolic: [90, null],
      bloodPressureDiastolic: [null, null],
    },
    entry: {
      heartRate: [30, 250],
      respiratoryRate: [5, 70],
      bloodPressureSystolic: [60, 250],
      bloodPressureDiastolic: [30, 150],
    },
  },
];

/** Age in whole months on `today` of a child born on `dateOfBirth` (both yyyy-MM-dd). */
export function ageInMonths(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return (year - birthYear) * 12 + (month - birthMonth) - (day < birthDay ? 1 : 0);
}

/** The age band of a child on `today`, or null from 16 years on (and for a birth date after today). */
export function ageBandOf(dateOfBirth: string, today: string): AgeBand | null {
  const months = ageInMonths(dateOfBirth, today);
  return PEDIATRIC_AGE_BANDS.find((band) => months >= band.fromMonths && months < band.toMonths) ?? null;
}

/**
 * The notify limits suggested for a measurement: the band's normal range (always within its entry bounds) for
 * the measurements that vary with age, the facility default for temperature and O2 saturation, none without
 * a band. Critical limits are the physician's to order; none is suggested.
 */
export function suggestedLimits(
  measurement: ParameterMeasurement,
  band: AgeBand | null,
): ParameterLimits | null {
  if (measurement === 'temperature' || measurement === 'oxygenSaturation') {
    const fallback = FACILITY_DEFAULT_LIMITS[measurement];
    return fallback ? { ...fallback, criticalLow: null, criticalHigh: null } : null;
  }
  if (!band) return null;
  const [low, high] = band.normal[measurement];
  return {
    notifyLow: low,
    notifyHigh: high,
    criticalLow: null,
    criticalHigh: null,
  };
}

/** The suggestion for every parameter measurement of a child of the given band. */
export function suggestionsFor(band: AgeBand | null): Partial<Record<ParameterMeasurement, ParameterLimits>> {
  const suggestions: Partial<Record<ParameterMeasurement, ParameterLimits>> = {};
  for (const measurement of PARAMETER_MEASUREMENTS) {
    const limits = suggestedLimits(measurement, band);
    if (limits) suggestions[measurement] = limits;
  }
  return suggestions;
}

/** The band of a key the server answered (`ageBand.key`), or null for none or a key not of the source. */
export function ageBandByKey(key: string | null | undefined): AgeBand | null {
  return PEDIATRIC_AGE_BANDS.find((band) => band.key === key) ?? null;
}
