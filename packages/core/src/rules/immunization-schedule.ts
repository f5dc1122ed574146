/**
 * The childhood immunization schedule a PPEC center checks each child's record against (Florida 59A-13.020 and
 * 26 TAC §550.211 ask for every child's immunization record; both states follow the ACIP childhood schedule).
 * A small table: each series with the age in months at which each dose is due and the age after which a dose
 * not given is overdue, and the CVX codes (CDC vaccine codes) a record may name, each counting toward the
 * series it covers (a combination vaccine toward several).
 */

/** A series of the schedule. */
export const IMMUNIZATION_SERIES = ['hepb', 'dtap', 'hib', 'ipv', 'pcv', 'mmr', 'varicella', 'hepa'] as const;
/** One series of the schedule. */
export type ImmunizationSeries = (typeof IMMUNIZATION_SERIES)[number];

/** One dose of a series: due from `dueMonths` of age, overdue from `overdueMonths`. */
export interface ScheduledVaccineDose {
  dueMonths: number;
  overdueMonths: number;
}

/** The schedule: each series' name and doses, in order. */
export const IMMUNIZATION_SCHEDULE: Record<
  ImmunizationSeries,
  { name: string; doses: ScheduledVaccineDose[] }
> = {
  hepb: {
    name: 'Hepatitis B',
    doses: [
      { dueMonths: 0, overdueMonths: 2 },
      { dueMonths: 1, overdueMonths: 3 },
      { dueMonths: 6, overdueMonths: 19 },
    ],
  },
  dtap: {
    name: 'DTaP',
    doses: [
      { dueMonths: 2, overdueMonths: 4 },
      { dueMonths: 4, overdueMonths: 6 },
      { dueMonths: 6, overdueMonths: 8 },
      { dueMonths: 15, overdueMonths: 19 },
      { dueMonths: 48, overdueMonths: 84 },
    ],
  },
  hib: {
    name: 'Hib',
    doses: [
      { dueMonths: 2, overdueMonths: 4 },
      { dueMonths: 4, overdueMonths: 6 },
      { dueMonths: 12, overdueMonths: 16 },
    ],
  },
  ipv: {
    name: 'Polio (IPV)',
    doses: [
      { dueMonths: 2, overdueMonths: 4 },
      { dueMonths: 4, overdueMonths: 6 },
      { dueMonths: 6, overdueMonths: 19 },
      { dueMonths: 48, overdueMonths: 84 },
    ],
  },
  pcv: {
    name: 'Pneumococcal conjugate',
    doses: [
      { dueMonths: 2, overdueMonths: 4 },
      { dueMonths: 4, overdueMonths: 6 },
      { dueMonths: 6, overdueMonths: 8 },
      { dueMonths: 12, overdueMonths: 16 },
    ],
  },
  mmr: {
    name: 'MMR',
    doses: [
      { dueMonths: 12, overdueMonths: 16 },
      { dueMonths: 48, overdueMonths: 84 },
    ],
  },
  varicella: {
    name: 'Varicella',
    doses: [
      { dueMonths: 12, overdueMonths: 16 },
      { dueMonths: 48, overdueMonths: 84 },
    ],
  },
  hepa: {
    name: 'Hepatitis A',
    doses: [
      { dueMonths: 12, overdueMonths: 24 },
      { dueMonths: 18, overdueMonths: 30 },
    ],
  },
};

/** The vaccines a record may name, by CVX code: the name and the series each dose counts toward. */
export const VACCINES: Record<string, { name: string; series: readonly ImmunizationSeries[] }> = {
  '08': { name: 'Hep B, adolescent or pediatric', series: ['hepb'] },
  '20': { name: 'DTaP', series: ['dtap'] },
  '110': { name: 'DTaP-Hep B-IPV', series: ['dtap', 'hepb', 'ipv'] },
  '120': { name: 'DTaP-Hib-IPV', series: ['dtap', 'hib', 'ipv'] },
  '48': { name: 'Hib (PRP-T)', series: ['hib'] },
  '49': { name: 'Hib (PRP-OMP)', series: ['hib'] },
  '10': { name: 'IPV', series: ['ipv'] },
  '133': { name: 'Pneumococcal conjugate PCV 13', series: ['pcv'] },
  '215': { name: 'Pneumococcal conjugate PCV 15', series: ['pcv'] },
  '03': { name: 'MMR', series: ['mmr'] },
  '94': { name: 'MMRV', series: ['mmr', 'varicella'] },
  '21': { name: 'Varicella', series: ['varicella'] },
  '83': { name: 'Hep A, pediatric, 2 dose', series: ['hepa'] },
  '88': { name: 'Influenza, unspecified formulation', series: [] },
};

/** The CVX codes of VACCINES, for the request schema. */
export const VACCINE_CVX_CODES = Object.keys(VACCINES) as [string, ...string[]];

/** Where a series stands for a child today. */
export type ImmunizationStanding = 'complete' | 'up_to_date' | 'due' | 'overdue';

/** One series' standing: doses recorded, doses due by now, and the day the next dose is due (null: none). */
export interface SeriesStatus {
  series: ImmunizationSeries;
  name: string;
  dosesRecorded: number;
  dosesDue: number;
  standing: ImmunizationStanding;
  nextDueOn: string | null;
}

/** The calendar day `months` months after `day` (yyyy-MM-dd), the day of the month kept or the month's last. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Each series' standing for a child born on `birthDate`, on `today`, from the CVX codes of the doses recorded:
 * complete when every dose is recorded, overdue when a dose is recorded fewer times than the doses past their
 * overdue age, due when fewer than the doses past their due age, else up to date.
 */
export function immunizationStatus(
  birthDate: string,
  today: string,
  cvxCodes: readonly string[],
): SeriesStatus[] {
  return IMMUNIZATION_SERIES.map((series) => {
    const { name, doses } = IMMUNIZATION_SCHEDULE[series];
    const dosesRecorded = cvxCodes.filter((code) => VACCINES[code]?.series.includes(series)).length;
    const dosesDue = doses.filter((dose) => addMonths(birthDate, dose.dueMonths) <= today).length;
    const dosesOverdue = doses.filter((dose) => addMonths(birthDate, dose.overdueMonths) <= today).length;
    const next = doses[dosesRecorded];
    const standing: ImmunizationStanding =
      dosesRecorded >= doses.length
        ? 'complete'
        : dosesRecorded < dosesOverdue
          ? 'overdue'
          : dosesRecorded < dosesDue
            ? 'due'
            : 'up_to_date';
    return {
      series,
      name,
      dosesRecorded,
      dosesDue,
      standing,
      nextDueOn: next ? addMonths(birthDate, next.dueMonths) : null,
    };
  });
}
