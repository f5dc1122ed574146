import type { ChildDayCheck, EodSections, EodSummary } from '../../schemas/eod-reports.ts';
import { formatTime } from '../time.ts';
import type { DoseOutcome } from './clinical-sections.ts';
import type { EodDayRecords } from './day-records.ts';
import { presenceOf, type DayIndex } from './day-index.ts';
import { ROUTE_ON_TIME_GRACE_MINUTES, homeHandoffOf } from './operations-sections.ts';

/** The spec's end-of-day rules: compliance weights, recommendation triggers and follow-up due dates. */
export const EOD_RULES = {
  weights: { medicationOnTime: 0.3, transportationOnTime: 0.2, billingCollection: 0.2, documentation: 0.3 },
  triggers: { missedDoses: 0, abnormalReadings: 2, transportationIncidents: 0, denialRate: 0.1 },
  followUpDays: { high: 1, medium: 7 },
} as const;

/** The checks of a child's day that make up "incident-free documentation" (medications count on their own). */
const DOCUMENTATION_CHECKS: readonly ChildDayCheck[] = [
  'arrival_signed',
  'departure_signed',
  'vitals_followed_up',
  'nursing_note_signed',
  'transport_log_complete',
];

/** Where each check is fixed: the screen a failed item links to. */
function linkFor(check: ChildDayCheck, patientId: string): string {
  switch (check) {
    case 'arrival_signed':
    case 'departure_signed':
      return '/transportation?tab=log';
    case 'medications_accounted':
      return `/patients/${patientId}?tab=medications`;
    case 'vitals_followed_up':
      return `/patients/${patientId}?tab=vital-signs`;
    case 'nursing_note_signed':
      return '/clinical-notes?new=1';
    case 'transport_log_complete':
      return '/transportation';
  }
}

/** One check's result. */
type CheckResult = EodSections['childDays'][number]['checks'][number];

function result(check: ChildDayCheck, patientId: string, isPassed: boolean, detail: string): CheckResult {
  return { check, isPassed, detail, link: isPassed ? null : linkFor(check, patientId) };
}

/** The abnormal readings of a child not followed by a later reading or a note the same day. */
function unfollowedReadings(records: EodDayRecords, patientId: string): EodDayRecords['vitals'] {
  const readings = records.vitals.filter((reading) => reading.patientId === patientId);
  const notes = records.notes.filter((note) => note.patientId === patientId);
  return readings.filter(
    (reading) =>
      reading.alerts.length > 0 &&
      !readings.some((later) => later.recordedAt > reading.recordedAt) &&
      !notes.some((note) => note.createdAt > reading.recordedAt),
  );
}

/**
 * Each present child's day against what a PPEC record needs: arrival and departure signed, every scheduled dose
 * given or a reason recorded, every abnormal reading followed up (a later reading or a note), a signed nursing
 * note, and a complete transport log (the home pickup or drop-off signed on each route). Each check says what
 * it found; a failed one links to the screen that fixes it.
 */
export function buildChildDays(
  records: EodDayRecords,
  index: DayIndex,
  doses: readonly DoseOutcome[],
): EodSections['childDays'] {
  const stays = presenceOf(records);
  const zone = records.facility.timeZone;
  return index.sortByName([...stays.keys()]).map((patientId) => {
    const stay = stays.get(patientId)!;
    const own = doses.filter((dose) => dose.patientId === patientId);
    const missed = own.filter((dose) => dose.result === 'missed').length;
    const unexplained = own.filter(
      (dose) => (dose.result === 'held' || dose.result === 'refused') && !dose.hasReason,
    ).length;
    const unfollowed = unfollowedReadings(records, patientId);
    const nursingNotes = records.notes.filter(
      (note) =>
        note.patientId === patientId &&
        (note.noteType === 'nursing_note' || note.noteType === 'daily_assessment'),
    ).length;
    const routes = records.routes.filter(
      (route) => route.status !== 'cancelled' && route.patientIds.includes(patientId),
    );
    const openLegs = routes.filter(
      (route) =>
        !records.handoffs.some(
          (handoff) =>
            handoff.routeId === route.id &&
            handoff.patientId === patientId &&
            handoff.kind === homeHandoffOf(route.direction),
        ),
    );
    const checks: CheckResult[] = [
      result(
        'arrival_signed',
        patientId,
        stay.isArrivalSigned,
        `Checked in at ${formatTime(stay.checkedInAt, zone)}${stay.isArrivalSigned ? ', signed' : ' without a signature'}`,
      ),
      result(
        'departure_signed',
        patientId,
        stay.checkedOutAt !== null && stay.isDepartureSigned,
        stay.checkedOutAt
          ? `Checked out at ${formatTime(stay.checkedOutAt, zone)}${stay.isDepartureSigned ? ', signed' : ' without a signature'}`
          : 'Not checked out',
      ),
      result(
        'medications_accounted',
        patientId,
        missed === 0 && unexplained === 0,
        own.length === 0
          ? 'No doses scheduled at the center'
          : missed + unexplained === 0
            ? `All ${own.length} scheduled doses given or accounted for`
            : [
                missed > 0 ? `${missed} missed` : '',
                unexplained > 0 ? `${unexplained} held or refused without a reason` : '',
              ]
                .filter(Boolean)
                .join(', '),
      ),
      result(
        'vitals_followed_up',
        patientId,
        unfollowed.length === 0,
        unfollowed.length === 0
          ? 'No abnormal reading left without follow-up'
          : `${unfollowed.length} abnormal reading${unfollowed.length === 1 ? '' : 's'} with no recheck or note after ${formatTime(unfollowed[0]!.recordedAt, zone)}`,
      ),
      result(
        'nursing_note_signed',
        patientId,
        nursingNotes > 0,
        nursingNotes > 0
          ? `${nursingNotes} signed nursing note${nursingNotes === 1 ? '' : 's'}`
          : 'No signed nursing note',
      ),
      result(
        'transport_log_complete',
        patientId,
        openLegs.length === 0,
        routes.length === 0
          ? 'No transport today'
          : openLegs.length === 0
            ? `Handoff signed at home on ${routes.length} route${routes.length === 1 ? '' : 's'}`
            : `No signed handoff at home on ${openLegs.map((route) => route.name).join(', ')}`,
      ),
    ];
    return { patientId, patientName: index.patientName(patientId), checks };
  });
}

/** Cents as dollars for an explanation. */
const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/**
 * The compliance score's components, each rate with what it divides and how: medication on time (given within
 * the window over the doses due at the center, held and refused left out), transportation on time (arrived within
 * the grace over the routes that arrived), billing collection (paid over charged on the claims adjudicated that
 * day) and incident-free documentation (child-days with every documentation check passed and no incident report).
 */
export function complianceBreakdown(
  sections: EodSections,
  records: EodDayRecords,
  billingCents: { paid: number; charged: number },
): EodSummary['complianceBreakdown'] {
  const { medications, transportation, childDays } = sections;
  const dueDoses = medications.scheduledDoses - medications.heldDoses - medications.refusedDoses;
  const arrived = transportation.routeMetrics.filter(
    (route) => route.actualArrival !== null && route.status !== 'cancelled',
  );
  const arrivedOnTime = arrived.filter(
    (route) => (route.minutesLate ?? 0) <= ROUTE_ON_TIME_GRACE_MINUTES,
  ).length;
  const incidentChildren = new Set(
    records.notes.filter((note) => note.noteType === 'incident_report').map((note) => note.patientId),
  );
  const cleanDays = childDays.filter(
    (day) =>
      !incidentChildren.has(day.patientId) &&
      day.checks.every((check) => !DOCUMENTATION_CHECKS.includes(check.check) || check.isPassed),
  ).length;
  const rate = (numerator: number, denominator: number) =>
    denominator > 0 ? Math.min(1, numerator / denominator) : null;
  const { weights } = EOD_RULES;
  return [
    {
      component: 'medicationOnTime',
      label: 'Medication on-time rate',
      weight: weights.medicationOnTime,
      rate: rate(medications.givenOnTime, dueDoses),
      numerator: medications.givenOnTime,
      denominator: dueDoses,
      explanation:
        dueDoses > 0
          ? `${medications.givenOnTime} of ${dueDoses} doses due at the center were given within 60 minutes of their time (held and refused doses are left out)`
          : 'No doses were due at the center: not measured',
    },
    {
      component: 'transportationOnTime',
      label: 'Transportation on-time',
      weight: weights.transportationOnTime,
      rate: rate(arrivedOnTime, arrived.length),
      numerator: arrivedOnTime,
      denominator: arrived.length,
      explanation:
        arrived.length > 0
          ? `${arrivedOnTime} of ${arrived.length} routes that arrived did so within ${ROUTE_ON_TIME_GRACE_MINUTES} minutes of schedule`
          : 'No route arrived: not measured',
    },
    {
      component: 'billingCollection',
      label: 'Billing collection rate',
      weight: weights.billingCollection,
      rate: rate(billingCents.paid, billingCents.charged),
      numerator: billingCents.paid,
      denominator: billingCents.charged,
      explanation:
        billingCents.charged > 0
          ? `${money(billingCents.paid / 100)} paid of ${money(billingCents.charged / 100)} charged on the claims adjudicated that day`
          : 'No claim was adjudicated: not measured',
    },
    {
      component: 'documentation',
      label: 'Incident-free documentation',
      weight: weights.documentation,
      rate: rate(cleanDays, childDays.length),
      numerator: cleanDays,
      denominator: childDays.length,
      explanation:
        childDays.length > 0
          ? `${cleanDays} of ${childDays.length} child-days had arrival and departure signed, abnormal vitals followed up, a signed nursing note, a complete transport log and no incident report`
          : 'No child was checked in: not measured',
    },
  ];
}

/**
 * The spec's weighted score (0-100) over the measured components: a component with nothing to measure that day
 * is left out and the weights of the others carry the score. Null when nothing was measured.
 */
export function complianceScoreOf(breakdown: EodSummary['complianceBreakdown']): number | null {
  const measured = breakdown.filter((component) => component.rate !== null);
  const weight = measured.reduce((sum, component) => sum + component.weight, 0);
  if (weight === 0) return null;
  const score = measured.reduce((sum, component) => sum + component.weight * component.rate!, 0) / weight;
  return Math.round(score * 1000) / 10;
}
