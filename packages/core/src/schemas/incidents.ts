// Incident and abuse reports (Florida 59A-13.005, Texas 26 TAC §550.903): the kinds, the statuses and the
// answers. The forms and queries are in incident-requests.ts.
import { z } from 'zod';
import { instantSchema, pageResultShape, personReferenceSchema } from './common.ts';

/** The kinds of incident a PPEC center records: every accident and unusual incident (Florida 59A-13.005). */
export const INCIDENT_TYPES = [
  'fall_or_injury',
  'medication_error',
  'equipment_failure',
  'elopement',
  'behaviour',
  'illness_on_site',
  'abuse_or_neglect_suspicion',
  'other',
] as const;
/** A kind of incident. */
export type IncidentType = (typeof INCIDENT_TYPES)[number];

/** Labels of incident types. */
export const INCIDENT_TYPE_LABELS: Record<IncidentType, string> = {
  fall_or_injury: 'Fall or injury',
  medication_error: 'Medication error',
  equipment_failure: 'Equipment failure',
  elopement: 'Elopement',
  behaviour: 'Behaviour',
  illness_on_site: 'Illness on site',
  abuse_or_neglect_suspicion: 'Abuse or neglect suspicion',
  other: 'Other',
};

/** The kinds that always happen to a child, so a report of them names at least one (the others may name none). */
export const CHILD_INCIDENT_TYPES: ReadonlySet<IncidentType> = new Set([
  'fall_or_injury',
  'medication_error',
  'elopement',
  'behaviour',
  'illness_on_site',
  'abuse_or_neglect_suspicion',
]);

/** Where a report stands: reported, reviewed by an administrator, closed with its corrective action. */
export const INCIDENT_STATUSES = ['open', 'reviewed', 'closed'] as const;
/** A report's status. */
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
/** Labels of incident statuses. */
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  open: 'Open',
  reviewed: 'Reviewed',
  closed: 'Closed',
};

/** Who a suspicion of abuse, neglect or exploitation is reported to (26 TAC §550.903). */
export const NOTIFIED_AGENCIES = ['hhsc', 'law_enforcement'] as const;
/** An agency notified of a suspicion. */
export type NotifiedAgency = (typeof NOTIFIED_AGENCIES)[number];
/** Labels of the agencies. */
export const NOTIFIED_AGENCY_LABELS: Record<NotifiedAgency, string> = {
  hhsc: 'HHSC',
  law_enforcement: 'Law enforcement',
};

/** How a child's parent was told of an incident. */
export const PARENT_NOTIFICATION_METHODS = ['in_person', 'phone', 'secure_message', 'email'] as const;
/** Labels of the ways a parent was told. */
export const PARENT_NOTIFICATION_METHOD_LABELS: Record<(typeof PARENT_NOTIFICATION_METHODS)[number], string> =
  {
    in_person: 'In person',
    phone: 'Phone',
    secure_message: 'Secure message',
    email: 'Email',
  };

/** Who was told of the incident for one child, when and how. */
export const parentNotificationSchema = z.object({
  notifiedName: z.string(),
  notifiedAt: instantSchema,
  method: z.enum(PARENT_NOTIFICATION_METHODS),
});

/** One child named in a report: the care given and by whom, and the parent's notification. */
export const incidentChildSchema = z.object({
  patient: personReferenceSchema,
  careGiven: z.string(),
  careGivenBy: personReferenceSchema,
  parentNotification: parentNotificationSchema.nullable(),
});

/** An agency told of the incident, when, its reference, and who recorded it. */
export const agencyNotificationSchema = z.object({
  agency: z.enum(NOTIFIED_AGENCIES),
  notifiedAt: instantSchema,
  reference: z.string(),
  recordedBy: personReferenceSchema,
});

/** The end-of-day finding a medication-error report answers: the report and the administration it flagged. */
export const medicationErrorFindingSchema = z.object({
  eodReportId: z.uuid(),
  administrationId: z.uuid(),
});

/**
 * An incident as one reader may see it. Each reader is named only the children they may see
 * (`otherChildrenCount` counts the rest for staff). A family's view (`isFamilyView`) holds only their own
 * child: the narrative, the staff, the agencies, the review and the corrective action, free text that may
 * name other children or a suspect, are null.
 */
export const incidentSchema = z.object({
  id: z.uuid(),
  incidentType: z.enum(INCIDENT_TYPES),
  status: z.enum(INCIDENT_STATUSES),
  occurredAt: instantSchema,
  location: z.string(),
  description: z.string().nullable(),
  children: z.array(incidentChildSchema),
  otherChildrenCount: z.number().int().min(0),
  staffInvolved: z.array(personReferenceSchema).nullable(),
  correctiveAction: z.string().nullable(),
  notifiedAgencies: z.array(agencyNotificationSchema).nullable(),
  /** For an abuse or neglect suspicion, the agencies not yet recorded as notified; it cannot close until empty. */
  missingAgencyReports: z.array(z.enum(NOTIFIED_AGENCIES)),
  reportedBy: personReferenceSchema.nullable(),
  reportedAt: instantSchema,
  review: z
    .object({ notes: z.string(), reviewedBy: personReferenceSchema, reviewedAt: instantSchema })
    .nullable(),
  closedBy: personReferenceSchema.nullable(),
  closedAt: instantSchema.nullable(),
  medicationErrorFinding: medicationErrorFindingSchema.nullable(),
  isFamilyView: z.boolean(),
});
/** An incident as answered. */
export type Incident = z.infer<typeof incidentSchema>;

/** Answer of the list: newest first, a page at a time. */
export const incidentListResponseSchema = z.object(pageResultShape(incidentSchema));
/** An incident list page. */
export type IncidentListResponse = z.infer<typeof incidentListResponseSchema>;

/** Answer of a read or a write of one incident. */
export const incidentResponseSchema = z.object({ incident: incidentSchema });

/** A staff member a report may name (involved, or giving care). */
export const incidentStaffOptionSchema = z.object({ id: z.uuid(), name: z.string(), role: z.string() });
/** Answer of the staff a report may name: the facility's active staff. */
export const incidentStaffOptionsResponseSchema = z.object({ items: z.array(incidentStaffOptionSchema) });
