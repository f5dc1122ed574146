import type { EodSections, EodSummary } from '../../schemas/eod-reports.ts';
import { addCalendarDays, formatTime } from '../time.ts';
import { describeVitalAlert } from '../vital-signs.ts';
import { isCriticalReading } from './clinical-sections.ts';
import { EOD_RULES } from './compliance.ts';
import type { EodDayRecords } from './day-records.ts';
import type { DayIndex } from './day-index.ts';

/** A share as a whole percent. */
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The spec's recommendation triggers: missed doses, abnormal readings above 2, transport incidents, denials above 10%. */
export function recommendationsOf(sections: EodSections): string[] {
  const { triggers } = EOD_RULES;
  const recommendations: string[] = [];
  const { missedDoses } = sections.medications;
  if (missedDoses > triggers.missedDoses)
    recommendations.push(
      `Review the ${missedDoses} missed dose${missedDoses === 1 ? '' : 's'} with the nursing staff and record what was done for each.`,
    );
  const { abnormalReadings } = sections.vitalSigns;
  if (abnormalReadings > triggers.abnormalReadings)
    recommendations.push(
      `${abnormalReadings} abnormal vital sign readings: review the children's care plans and physician-ordered parameters.`,
    );
  const { incidents } = sections.transportation;
  if (incidents > triggers.transportationIncidents)
    recommendations.push(
      `Review the ${incidents} transportation incident${incidents === 1 ? '' : 's'} with the drivers.`,
    );
  const { denialRate } = sections.billing;
  if (denialRate !== null && denialRate > triggers.denialRate)
    recommendations.push(
      `Denial rate of ${percent(denialRate)} is above 10%: review the denial reasons and correct or appeal the claims.`,
    );
  return recommendations;
}

/**
 * What needs someone after the day: high priority (due the next day) for missed doses, abnormal readings left
 * without follow-up, incident reports and transport incidents; medium (due in 7 days) for the other failed
 * documentation checks and denied claims. Clinical items go to the child's primary nurse.
 */
export function followUpItemsOf(
  records: EodDayRecords,
  sections: EodSections,
  index: DayIndex,
  deniedClaims: readonly string[],
): EodSummary['followUpItems'] {
  const high = addCalendarDays(records.reportDate, EOD_RULES.followUpDays.high);
  const medium = addCalendarDays(records.reportDate, EOD_RULES.followUpDays.medium);
  const nurseOf = (patientId: string) => index.primaryNurse(patientId) ?? 'Nursing staff';
  const zone = records.facility.timeZone;
  const items: EodSummary['followUpItems'] = [];
  for (const dose of sections.medications.missed)
    items.push({
      priority: 'high',
      description: `${dose.patientName}: ${dose.medicationName} due at ${formatTime(new Date(dose.scheduledAt), zone)} was missed`,
      assignedTo: nurseOf(dose.patientId),
      dueDate: high,
      link: `/patients/${dose.patientId}?tab=medications`,
    });
  for (const note of records.notes.filter((entry) => entry.noteType === 'incident_report'))
    items.push({
      priority: 'high',
      description: `${index.patientName(note.patientId)}: review the incident report of ${formatTime(note.createdAt, zone)}`,
      assignedTo: 'Administrator',
      dueDate: high,
      link: '/clinical-notes',
    });
  for (const route of sections.transportation.routeMetrics)
    for (const incident of route.incidents)
      items.push({
        priority: 'high',
        description: `${route.routeName}: ${incident}`,
        assignedTo: route.driverName,
        dueDate: high,
        link: '/transportation',
      });
  for (const day of sections.childDays)
    for (const check of day.checks) {
      if (
        check.isPassed ||
        check.check === 'medications_accounted' ||
        check.check === 'transport_log_complete'
      )
        continue;
      const isClinical = check.check === 'vitals_followed_up';
      items.push({
        priority: isClinical ? 'high' : 'medium',
        description: `${day.patientName}: ${check.detail}`,
        assignedTo:
          check.check === 'arrival_signed' || check.check === 'departure_signed'
            ? 'Front desk'
            : nurseOf(day.patientId),
        dueDate: isClinical ? high : medium,
        link: check.link!,
      });
    }
  for (const claimNumber of deniedClaims)
    items.push({
      priority: 'medium',
      description: `Claim ${claimNumber} was denied: correct and resubmit, or appeal`,
      assignedTo: 'Billing',
      dueDate: medium,
      link: '/billing',
    });
  return items;
}

/** The day's critical alerts: readings with a high or critical alert, incident reports, handoffs to unauthorized adults. */
export function criticalAlertsOf(
  records: EodDayRecords,
  index: DayIndex,
): EodSummary['criticalAlertDetails'] {
  const zone = records.facility.timeZone;
  return [
    ...records.vitals.filter(isCriticalReading).map((reading) => ({
      description: `${index.patientName(reading.patientId)} at ${formatTime(reading.recordedAt, zone)}: ${reading.alerts
        .filter((alert) => alert.severity === 'high' || alert.severity === 'critical')
        .map(describeVitalAlert)
        .join('; ')}`,
      link: `/patients/${reading.patientId}?tab=vital-signs`,
    })),
    ...records.notes
      .filter((note) => note.noteType === 'incident_report')
      .map((note) => ({
        description: `${index.patientName(note.patientId)}: incident report at ${formatTime(note.createdAt, zone)}`,
        link: '/clinical-notes',
      })),
    ...records.handoffs
      .filter((handoff) => !handoff.isAuthorized)
      .map((handoff) => ({
        description: `${index.patientName(handoff.patientId)} handed to an adult not on the authorized list at ${formatTime(handoff.recordedAt, zone)}`,
        link: '/transportation',
      })),
  ];
}

/**
 * Staff on duty: everyone who clocked in that day, with their minutes on duty and how many records each made;
 * on a day nobody clocked in (no time clock in use yet), everyone who recorded care.
 */
export function staffOnDutyOf(records: EodDayRecords, index: DayIndex): EodSummary['staffOnDutyDetails'] {
  const counts = new Map<string, number>();
  const add = (staffId: string) => counts.set(staffId, (counts.get(staffId) ?? 0) + 1);
  records.notes.forEach((note) => add(note.authorId));
  records.amendments.forEach((amendment) => add(amendment.authorId));
  records.administrations.forEach((record) => add(record.administeredBy));
  records.vitals.forEach((reading) => add(reading.recordedBy));
  records.handoffs.forEach((handoff) => add(handoff.recordedBy));
  records.attendance.forEach((event) => add(event.recordedBy));
  const roles = new Map(records.staff.map((member) => [member.id, member.role]));
  const minutes = new Map<string, number>();
  for (const shift of records.shifts ?? [])
    minutes.set(shift.staffId, (minutes.get(shift.staffId) ?? 0) + shift.minutesOnDuty);
  const onDuty = minutes.size > 0 ? [...minutes.keys()] : [...counts.keys()];
  return onDuty
    .filter((staffId) => roles.get(staffId) !== 'parent')
    .map((staffId) => ({
      staffId,
      staffName: index.staffName(staffId),
      role: roles.get(staffId) ?? 'unknown',
      records: counts.get(staffId) ?? 0,
      ...(minutes.has(staffId) ? { minutesOnDuty: minutes.get(staffId) } : {}),
    }))
    .sort((left, right) => left.staffName.localeCompare(right.staffName));
}
