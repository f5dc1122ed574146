// What is asked of the incident API (ARCHITECTURE.md, "Core"): the report, review and close forms, the list's
// query and the path parameters. Apart from incidents.ts, the answers.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isNotInFuture, missingAgencyReports } from '../rules/incidents.ts';
import { pageQueryShape, requiredText } from './common.ts';
import { EARLIEST_SERVICE_DATE } from './date-limits.ts';
import {
  CHILD_INCIDENT_TYPES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
  NOTIFIED_AGENCIES,
  PARENT_NOTIFICATION_METHODS,
} from './incidents.ts';

/** Longest free text of a report (what happened, care given, corrective action, review notes). */
const NARRATIVE_LENGTH = 4000;

/** An instant that has happened: from EARLIEST_SERVICE_DATE to now; `message` when it is not an instant. */
function pastInstant(message: string) {
  return z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => Date.parse(value) >= Date.parse(`${EARLIEST_SERVICE_DATE}T00:00:00Z`), {
      error: MESSAGES.dateOutOfRange,
    })
    .refine((value) => isNotInFuture(value), { error: MESSAGES.incidentInFuture });
}

/** An agency told of a suspicion: which, when, and the reference it gave (26 TAC §550.903). */
export const agencyNotificationInputSchema = z.object({
  agency: z.enum(NOTIFIED_AGENCIES),
  notifiedAt: pastInstant(MESSAGES.incidentAgencyNotifiedAtRequired),
  reference: requiredText(MESSAGES.incidentAgencyReferenceRequired, 120),
});
/** An agency notification as the API receives it. */
export type AgencyNotificationInput = z.infer<typeof agencyNotificationInputSchema>;

/** The agencies of a write: each at most once. */
const agencyNotificationsSchema = z
  .array(agencyNotificationInputSchema)
  .max(NOTIFIED_AGENCIES.length)
  .default([])
  .superRefine((entries, context) => {
    entries.forEach((entry, index) => {
      if (entries.findIndex((other) => other.agency === entry.agency) !== index)
        context.addIssue({
          code: 'custom',
          path: [index, 'agency'],
          message: MESSAGES.incidentAgencyRepeated,
        });
    });
  });

/** Who was told for one child, when and how. */
export const parentNotificationInputSchema = z.object({
  notifiedName: requiredText(MESSAGES.incidentParentNotifiedNameRequired, 120),
  notifiedAt: pastInstant(MESSAGES.incidentParentNotifiedAtRequired),
  method: z.enum(PARENT_NOTIFICATION_METHODS, { error: MESSAGES.incidentNotificationMethodRequired }),
});

/** One child of a report: the care given and by whom (Florida 59A-13.005), and the parent's notification. */
export const incidentChildInputSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.selectPatient }),
  careGiven: requiredText(MESSAGES.incidentCareGivenRequired, NARRATIVE_LENGTH),
  careGivenBy: z.uuid({ error: MESSAGES.incidentCareGivenByRequired }),
  parentNotification: parentNotificationInputSchema.nullable().default(null),
});

/**
 * A nurse or an administrator reports an incident: what kind, when (not in the future), where, the children
 * and staff involved, what happened, the care given, the parents notified, the corrective action so far. A
 * kind that happens to a child names at least one; an abuse or neglect suspicion names HHSC and law
 * enforcement as notified, each with the time and reference (26 TAC §550.903). A report of a medication error
 * may name the end-of-day finding it answers.
 */
export const reportIncidentSchema = z
  .object({
    incidentType: z.enum(INCIDENT_TYPES, { error: MESSAGES.incidentTypeRequired }),
    occurredAt: pastInstant(MESSAGES.incidentOccurredAtRequired),
    location: requiredText(MESSAGES.incidentLocationRequired, 200),
    description: requiredText(MESSAGES.incidentDescriptionRequired, NARRATIVE_LENGTH),
    children: z.array(incidentChildInputSchema).max(20).default([]),
    staffInvolved: z
      .array(z.uuid({ error: MESSAGES.incidentStaffUnknown }))
      .max(30)
      .default([]),
    correctiveAction: z.string().trim().max(NARRATIVE_LENGTH).default(''),
    notifiedAgencies: agencyNotificationsSchema,
    medicationErrorFinding: z
      .object({ eodReportId: z.uuid(), administrationId: z.uuid() })
      .nullable()
      .default(null),
  })
  .superRefine((report, context) => {
    if (CHILD_INCIDENT_TYPES.has(report.incidentType) && report.children.length === 0)
      context.addIssue({ code: 'custom', path: ['children'], message: MESSAGES.incidentChildrenRequired });
    report.children.forEach((child, index) => {
      if (report.children.findIndex((other) => other.patientId === child.patientId) !== index)
        context.addIssue({
          code: 'custom',
          path: ['children', index, 'patientId'],
          message: MESSAGES.incidentChildRepeated,
        });
    });
    if (missingAgencyReports(report.incidentType, report.notifiedAgencies).length > 0)
      context.addIssue({
        code: 'custom',
        path: ['notifiedAgencies'],
        message: MESSAGES.incidentAgencyReportsRequired,
      });
    if (report.medicationErrorFinding && report.incidentType !== 'medication_error')
      context.addIssue({
        code: 'custom',
        path: ['medicationErrorFinding'],
        message: MESSAGES.incidentFindingUnknown,
      });
  });
/** What the report form holds and the API receives. */
export type ReportIncidentInput = z.input<typeof reportIncidentSchema>;
/** A report after validation. */
export type ValidReportIncident = z.output<typeof reportIncidentSchema>;

/**
 * An administrator reviews a report: notes, the kind as found (a fall may turn out to be a suspicion of
 * abuse), and agency notifications recorded since (each replaces the one of its agency).
 */
export const reviewIncidentSchema = z.object({
  reviewNotes: requiredText(MESSAGES.incidentReviewNotesRequired, NARRATIVE_LENGTH),
  incidentType: z.enum(INCIDENT_TYPES, { error: MESSAGES.incidentTypeRequired }).optional(),
  notifiedAgencies: agencyNotificationsSchema,
});
/** What the review form holds and the API receives. */
export type ReviewIncidentInput = z.input<typeof reviewIncidentSchema>;
/** A review after validation. */
export type ValidReviewIncident = z.output<typeof reviewIncidentSchema>;

/**
 * An administrator closes a report with the corrective action taken to prevent a repeat (Florida 59A-13.005),
 * and any agency notification still to record.
 */
export const closeIncidentSchema = z.object({
  correctiveAction: requiredText(MESSAGES.incidentCorrectiveActionRequired, NARRATIVE_LENGTH),
  notifiedAgencies: agencyNotificationsSchema,
});
/** What the close form holds and the API receives. */
export type CloseIncidentInput = z.input<typeof closeIncidentSchema>;
/** A close after validation. */
export type ValidCloseIncident = z.output<typeof closeIncidentSchema>;

/** Path parameters naming an incident. */
export const incidentIdParamsSchema = z.object({ incidentId: z.uuid() });

/** Sizes of the incident list's pages. */
export const INCIDENT_PAGE_SIZES = { default: 25, maximum: 100 } as const;

/** Query of the incident list: one child's or every one the user sees, by status, a page at a time. */
export const incidentListQuerySchema = z.object({
  patientId: z.uuid().optional(),
  status: z.enum(INCIDENT_STATUSES).optional(),
  ...pageQueryShape(INCIDENT_PAGE_SIZES),
});
/** The incident list's query. */
export type IncidentListQuery = z.input<typeof incidentListQuerySchema>;
