import {
  NOTIFIED_AGENCIES,
  type IncidentType,
  type NotifiedAgency,
  type PARENT_NOTIFICATION_METHODS,
  type ReportIncidentInput,
  type ValidReportIncident,
} from '@carenest/core';
import type { UseFormReturn } from 'react-hook-form';
import { fromWallClockInput, toWallClockInput } from '../patient-chart/medications/wall-clock.ts';

/** One child of the report form: the care given and by whom, and whether (who, when, how) a parent was told. */
export interface IncidentChildFormValues {
  patientId: string;
  careGiven: string;
  careGivenBy: string;
  isParentNotified: boolean;
  parentNotification: {
    notifiedName: string;
    notifiedAt: string;
    method: (typeof PARENT_NOTIFICATION_METHODS)[number];
  };
}

/** One agency of the report form: whether it was told, when and its reference. */
export interface AgencyFormValues {
  agency: NotifiedAgency;
  isNotified: boolean;
  notifiedAt: string;
  reference: string;
}

/** What the Report Incident form holds; times are the facility's wall clock (datetime-local values). */
export interface IncidentFormValues {
  incidentType: IncidentType;
  occurredAt: string;
  location: string;
  description: string;
  children: IncidentChildFormValues[];
  staffInvolved: string[];
  correctiveAction: string;
  notifiedAgencies: AgencyFormValues[];
  medicationErrorFinding: { eodReportId: string; administrationId: string } | null;
}

/** The Report Incident form: its values, and the report the core schema makes of them. */
export type IncidentForm = UseFormReturn<IncidentFormValues, unknown, ValidReportIncident>;

/** What a report may start from: an end-of-day finding names the kind, the child and the finding. */
export interface IncidentPrefill {
  incidentType?: IncidentType;
  patientId?: string;
  medicationErrorFinding?: { eodReportId: string; administrationId: string };
}

/** A blank child entry, cared for by `careGivenBy`, the parent told now when they say so. */
export function blankChild(patientId: string, careGivenBy: string, now: string): IncidentChildFormValues {
  return {
    patientId,
    careGiven: '',
    careGivenBy,
    isParentNotified: false,
    parentNotification: { notifiedName: '', notifiedAt: now, method: 'phone' },
  };
}

/** A fresh report form at `now` on the facility's clock, from a prefill, the reporter giving the care. */
export function blankIncidentForm(
  prefill: IncidentPrefill,
  reporterId: string,
  now: Date,
  timeZone: string,
): IncidentFormValues {
  const wallNow = toWallClockInput(now, timeZone);
  return {
    incidentType: prefill.incidentType ?? 'fall_or_injury',
    occurredAt: wallNow,
    location: '',
    description: '',
    children: [blankChild(prefill.patientId ?? '', reporterId, wallNow)],
    staffInvolved: [],
    correctiveAction: '',
    notifiedAgencies: NOTIFIED_AGENCIES.map((agency) => ({
      agency,
      isNotified: false,
      notifiedAt: wallNow,
      reference: '',
    })),
    medicationErrorFinding: prefill.medicationErrorFinding ?? null,
  };
}

/** The agency entries a report sends: both for a suspicion of abuse or neglect, else those marked as told. */
export function reportedAgencies(values: Pick<IncidentFormValues, 'incidentType' | 'notifiedAgencies'>) {
  return values.incidentType === 'abuse_or_neglect_suspicion'
    ? values.notifiedAgencies
    : values.notifiedAgencies.filter((entry) => entry.isNotified);
}

/** A wall-clock value as the API's instant ('' when it is not a full value, which the schema refuses). */
const instantOf = (value: string, timeZone: string) =>
  fromWallClockInput(value, timeZone)?.toISOString() ?? '';

/**
 * The report the API receives from the form: times as instants, the parent notification only where a parent
 * was told, and the agencies that were told (both for a suspicion of abuse or neglect, which needs both).
 */
export function toReportInput(values: IncidentFormValues, timeZone: string): ReportIncidentInput {
  return {
    incidentType: values.incidentType,
    occurredAt: instantOf(values.occurredAt, timeZone),
    location: values.location,
    description: values.description,
    children: values.children.map((child) => ({
      patientId: child.patientId,
      careGiven: child.careGiven,
      careGivenBy: child.careGivenBy,
      parentNotification: child.isParentNotified
        ? {
            ...child.parentNotification,
            notifiedAt: instantOf(child.parentNotification.notifiedAt, timeZone),
          }
        : null,
    })),
    staffInvolved: values.staffInvolved,
    correctiveAction: values.correctiveAction,
    notifiedAgencies: reportedAgencies(values).map((entry) => ({
      agency: entry.agency,
      notifiedAt: instantOf(entry.notifiedAt, timeZone),
      reference: entry.reference,
    })),
    medicationErrorFinding: values.medicationErrorFinding,
  };
}

/** The prefill an address names (`?report=medication_error&patientId=…&eodReportId=…&administrationId=…`). */
export function prefillOf(search: URLSearchParams): IncidentPrefill | null {
  if (search.get('report') !== 'medication_error') return null;
  const eodReportId = search.get('eodReportId');
  const administrationId = search.get('administrationId');
  return {
    incidentType: 'medication_error',
    patientId: search.get('patientId') ?? '',
    ...(eodReportId && administrationId ? { medicationErrorFinding: { eodReportId, administrationId } } : {}),
  };
}

/**
 * The address of a Report Incident prefilled from an end-of-day medication error: ids only, so no medication
 * or child's name reaches an address (and a log of it).
 */
export function medicationErrorReportPath(finding: {
  eodReportId: string;
  administrationId: string;
  patientId: string;
}): string {
  const search = new URLSearchParams({ report: 'medication_error', ...finding });
  return `/incidents?${search.toString()}`;
}
