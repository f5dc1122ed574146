import {
  addCalendarDays,
  isOpenOn,
  isBillableDiagnosisCode,
  minutesPresent,
  normalizeDiagnosisCode,
  proposedService,
  type ClaimProposalResponse,
  type FacilityCalendar,
} from '@carenest/core';
import { loadFacilitySettings } from '../facility/index.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import type { CommandScope } from '../shared/request-scope.ts';
import { facilityCatalogue } from './catalogue.ts';
import { createClaim } from './create-claim.ts';

/** The most days one proposal covers. */
export const PROPOSAL_MAXIMUM_DAYS = 31;

/** The range's attendance events of the facility by child-day (`patient|date`), with what a claim needs of each chart. */
async function loadAttendanceDays(
  trx: CommandScope['trx'],
  facilityId: string,
  range: { from: string; to: string },
) {
  const events = await trx
    .selectFrom('attendance_events')
    .innerJoin('patients', 'patients.id', 'attendance_events.patient_id')
    .select([
      'attendance_events.patient_id',
      'attendance_events.service_date',
      'attendance_events.kind',
      'attendance_events.occurred_at',
      'patients.first_name',
      'patients.last_name',
      'patients.primary_diagnosis',
      'patients.secondary_diagnoses',
    ])
    .where('attendance_events.facility_id', '=', facilityId)
    .where('attendance_events.service_date', '>=', range.from)
    .where('attendance_events.service_date', '<=', range.to)
    .orderBy('attendance_events.service_date')
    .orderBy('patients.last_name')
    .orderBy('attendance_events.occurred_at')
    .execute();
  const days = new Map<string, typeof events>();
  for (const event of events) {
    const key = `${event.patient_id}|${event.service_date}`;
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  return days;
}

/** A child-day's events, as loadAttendanceDays groups them. */
type AttendanceDay =
  Awaited<ReturnType<typeof loadAttendanceDays>> extends Map<string, infer Day> ? Day : never;

/** The child-days of the range already billed by an original claim (`patient|date`). */
async function loadBilledDays(
  trx: CommandScope['trx'],
  facilityId: string,
  range: { from: string; to: string },
): Promise<Set<string>> {
  const billed = await trx
    .selectFrom('billing_claims')
    .select(['patient_id', 'service_date'])
    .where('facility_id', '=', facilityId)
    .where('service_date', '>=', range.from)
    .where('service_date', '<=', range.to)
    .where('frequency_code', '=', '1')
    .execute();
  return new Set(billed.map((claim) => `${claim.patient_id}|${claim.service_date}`));
}

/** The children among `childIds` with an active insurance. */
async function loadInsuredChildren(trx: CommandScope['trx'], childIds: string[]): Promise<Set<string>> {
  if (childIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('patient_insurance')
    .select('patient_id')
    .where('patient_id', 'in', childIds)
    .where('is_active', '=', true)
    .execute();
  return new Set(rows.map((row) => row.patient_id));
}

/**
 * What one child-day would be billed as (the service and up to four billable diagnoses), or why it is not:
 * a closed day, under an hour present, no billable diagnosis, no active insurance.
 */
function draftOf(
  dayEvents: AttendanceDay,
  facts: { calendar: FacilityCalendar; insured: Set<string> },
): { service: NonNullable<ReturnType<typeof proposedService>>; diagnoses: string[] } | { reason: string } {
  const first = dayEvents[0]!;
  if (!isOpenOn(facts.calendar, first.service_date)) return { reason: 'the facility was closed that day' };
  const service = proposedService(
    minutesPresent({ events: dayEvents.map((event) => ({ kind: event.kind, at: event.occurred_at })) }),
  );
  if (!service) return { reason: 'less than an hour present (or not checked out)' };
  const diagnoses = [
    ...new Set(
      [first.primary_diagnosis, ...first.secondary_diagnoses]
        .filter(isBillableDiagnosisCode)
        .map(normalizeDiagnosisCode),
    ),
  ].slice(0, 4);
  if (diagnoses.length === 0) return { reason: 'no diagnosis on the chart is a billable ICD-10-CM code' };
  if (!facts.insured.has(first.patient_id)) return { reason: 'no active insurance' };
  return { service, diagnoses };
}

/**
 * Draft claims proposed from attendance for the days from `from` to `to` of the actor's facility, for review
 * before submit: for each child-day with time present (check-in to check-out) and no claim yet, the per diem
 * (T1025) from four hours or the hourly code (T1026) for each whole hour, with the child's primary and
 * secondary diagnoses that are billable ICD-10-CM codes (any, not only the catalogue's; the first four). A
 * child-day without insurance, without a billable diagnosis or without a full hour present is passed over with
 * the reason, and so is a day the facility's calendar has it closed (a closure day or a closed weekday:
 * ARCHITECTURE.md, "Facility settings and state rules"). Each draft goes through Create Claim (numbers,
 * totals, CREATE_CLAIM audit).
 */
export async function proposeClaims(
  scope: CommandScope & { facilityId: string; from: string; to: string },
): Promise<ClaimProposalResponse> {
  const { trx, facilityId } = scope;
  const days = await loadAttendanceDays(trx, facilityId, scope);
  const alreadyBilled = await loadBilledDays(trx, facilityId, scope);
  const catalogue = new Map(
    (await facilityCatalogue(trx, facilityId)).map((service) => [service.code, service.id]),
  );
  const childIds = [...new Set([...days.values()].map((dayEvents) => dayEvents[0]!.patient_id))];
  const insured = await loadInsuredChildren(trx, childIds);
  const { calendar } = (await loadFacilitySettings(trx, facilityId))!;
  const answer: ClaimProposalResponse = { created: [], skipped: [] };
  for (const [key, dayEvents] of days) {
    if (alreadyBilled.has(key)) continue;
    const first = dayEvents[0]!;
    const patientName = `${first.first_name} ${first.last_name}`;
    const draft = draftOf(dayEvents, { calendar, insured });
    if ('reason' in draft) {
      answer.skipped.push({ patientName, serviceDate: first.service_date, reason: draft.reason });
      continue;
    }
    const patient = await findVisiblePatient(trx, scope.actor, first.patient_id);
    if (!patient) continue;
    const claimId = await createClaim({
      ...scope,
      patient,
      input: {
        patientId: patient.id,
        serviceDate: first.service_date,
        services: [
          {
            serviceId: catalogue.get(draft.service.code)!,
            quantity: draft.service.quantity,
            modifiers: [],
            diagnosisCodes: draft.diagnoses,
          },
        ],
      },
    });
    const { claim_number } = await trx
      .selectFrom('billing_claims')
      .select('claim_number')
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    answer.created.push({ claimId, claimNumber: claim_number, patientName, serviceDate: first.service_date });
  }
  return answer;
}

/** Whether a range stays within the days one proposal may cover. */
export function isProposalRangeAllowed(from: string, to: string): boolean {
  return to <= addCalendarDays(from, PROPOSAL_MAXIMUM_DAYS - 1);
}
