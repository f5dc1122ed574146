import { z } from 'zod';
import { CLINICAL_NOTE_TYPES } from './clinical-notes.ts';
import { serviceDateSchema } from './date-limits.ts';
import { eodIncidentsSectionSchema, eodMedicationErrorSchema } from './eod-incidents.ts';

/** The states of an end-of-day report (spec part 2, "EOD report"). */
export const EOD_REPORT_STATUSES = ['generating', 'completed', 'archived', 'error'] as const;
/** One state of an end-of-day report. */
export type EodReportStatus = (typeof EOD_REPORT_STATUSES)[number];

const count = z.number().int().min(0);
const calendarDateSchema = z.iso.date();
/** A share between 0 and 1, or null when nothing was there to measure. */
const rate = z.number().min(0).max(1).nullable();
/** An amount of money in dollars, to the cent. */
const dollars = z.number();
const instant = z.iso.datetime({ offset: true });
const patientFields = { patientId: z.uuid(), patientName: z.string() };

/** sections.clinicalNotes: the day's signed notes by type and author, incidents, amendments, and each child. */
export const eodClinicalNotesSectionSchema = z.object({
  totalNotes: count,
  notesByType: z.array(z.object({ noteType: z.enum(CLINICAL_NOTE_TYPES), count })),
  criticalIncidents: count,
  amendmentsCount: count,
  staffContributions: z.array(
    z.object({ staffId: z.uuid(), staffName: z.string(), notesCount: count, lastActivity: instant }),
  ),
  patientSummaries: z.array(
    z.object({
      ...patientFields,
      notesCount: count,
      hasIncidents: z.boolean(),
      lastVitals: z
        .object({
          recordedAt: instant,
          temperature: z.number().nullable(),
          heartRate: z.number().nullable(),
          bloodPressure: z.string().nullable(),
          oxygenSaturation: z.number().nullable(),
        })
        .nullable(),
    }),
  ),
});

const doseCounts = {
  scheduled: count,
  given: count,
  onTime: count,
  late: count,
  missed: count,
  held: count,
  refused: count,
};

/** sections.medications: the day's administrations against the schedule of the children present. */
export const eodMedicationsSectionSchema = z.object({
  totalAdministrations: count,
  scheduledDoses: count,
  givenOnTime: count,
  givenLate: count,
  missedDoses: count,
  heldDoses: count,
  refusedDoses: count,
  givenAtHome: count,
  amendedRecords: count,
  onTimeRate: rate,
  medicationErrors: count,
  byPatient: z.array(z.object({ ...patientFields, ...doseCounts })),
  byMedication: z.array(z.object({ medicationName: z.string(), ...doseCounts })),
  missed: z.array(z.object({ ...patientFields, medicationName: z.string(), scheduledAt: instant })),
  /** Each error counted, with its administration (absent from reports made before errors were listed). */
  errors: z.array(eodMedicationErrorSchema).optional(),
});

const trendPoint = z.object({ at: instant, value: z.number() });

/** sections.vitalSigns: the day's readings, their alerts, and each child's trends. */
export const eodVitalSignsSectionSchema = z.object({
  totalReadings: count,
  alertsGenerated: count,
  abnormalReadings: count,
  criticalReadings: count,
  byPatient: z.array(
    z.object({
      ...patientFields,
      readings: count,
      abnormalReadings: count,
      trends: z.object({
        temperature: z.array(trendPoint),
        heartRate: z.array(trendPoint),
        bloodPressure: z.array(z.object({ at: instant, systolic: z.number(), diastolic: z.number() })),
      }),
    }),
  ),
});

/** sections.transportation: the day's routes, their punctuality, handoffs and incidents, by driver. */
export const eodTransportationSectionSchema = z.object({
  totalRoutes: count,
  completedRoutes: count,
  cancelledRoutes: count,
  onTimePerformance: rate,
  totalPatients: count,
  incidents: count,
  byDriver: z.array(
    z.object({ driverId: z.uuid(), driverName: z.string(), routes: count, completed: count, onTime: count }),
  ),
  routeMetrics: z.array(
    z.object({
      routeId: z.uuid(),
      routeName: z.string(),
      direction: z.enum(['to_facility', 'to_home']),
      status: z.string(),
      driverName: z.string(),
      scheduledArrival: instant,
      actualArrival: instant.nullable(),
      minutesLate: z.number().int().nullable(),
      patients: count,
      handoffs: count,
      incidents: z.array(z.string()),
    }),
  ),
});

/** sections.billing: the day's charges, submissions and payments, by insurance and by service. */
export const eodBillingSectionSchema = z.object({
  totalCharges: dollars,
  claimsSubmitted: count,
  claimsPaid: count,
  claimsDenied: count,
  paymentsPosted: dollars,
  outstandingBalance: dollars,
  collectionRate: rate,
  denialRate: rate,
  byInsurance: z.array(
    z.object({ insuranceName: z.string(), claims: count, charges: dollars, paid: dollars, denied: count }),
  ),
  revenueByService: z.array(
    z.object({ code: z.string(), description: z.string(), units: count, charges: dollars }),
  ),
});

/** sections.attendance: who was at the center, when, and for how long. */
export const eodAttendanceSectionSchema = z.object({
  childrenPresent: count,
  totalHours: z.number().min(0),
  byPatient: z.array(
    z.object({
      ...patientFields,
      checkedInAt: instant,
      checkedOutAt: instant.nullable(),
      hours: z.number().min(0),
    }),
  ),
});

/** The checks of a child's day against what a PPEC record needs. */
export const CHILD_DAY_CHECKS = [
  'arrival_signed',
  'departure_signed',
  'medications_accounted',
  'vitals_followed_up',
  'nursing_note_signed',
  'transport_log_complete',
] as const;
/** One check of a child's day. */
export type ChildDayCheck = (typeof CHILD_DAY_CHECKS)[number];

/** How the report names each check. */
export const CHILD_DAY_CHECK_LABELS: Record<ChildDayCheck, string> = {
  arrival_signed: 'Arrival signed',
  departure_signed: 'Departure signed',
  medications_accounted: 'Medications given or reason recorded',
  vitals_followed_up: 'Abnormal vitals followed up',
  nursing_note_signed: 'Signed nursing note',
  transport_log_complete: 'Transport log complete',
};

/** sections.childDays: each present child's day, check by check; a failed check says where it is fixed. */
export const eodChildDaysSectionSchema = z.array(
  z.object({
    ...patientFields,
    checks: z.array(
      z.object({
        check: z.enum(CHILD_DAY_CHECKS),
        isPassed: z.boolean(),
        detail: z.string(),
        /** The screen where a failed check is fixed (an app path), null when it passed. */
        link: z.string().nullable(),
      }),
    ),
  }),
);

/** Every section of a report: the spec's five, attendance, and the explained child-day checks. */
export const eodSectionsSchema = z.object({
  clinicalNotes: eodClinicalNotesSectionSchema,
  medications: eodMedicationsSectionSchema,
  vitalSigns: eodVitalSignsSectionSchema,
  transportation: eodTransportationSectionSchema,
  billing: eodBillingSectionSchema,
  attendance: eodAttendanceSectionSchema,
  childDays: eodChildDaysSectionSchema,
  /** Absent from reports made before incidents were counted. */
  incidents: eodIncidentsSectionSchema.optional(),
});
/** The sections of a report. */
export type EodSections = z.infer<typeof eodSectionsSchema>;

/** The components of the compliance score, by the spec's weights. */
export const COMPLIANCE_COMPONENTS = [
  'medicationOnTime',
  'transportationOnTime',
  'billingCollection',
  'documentation',
] as const;

/** The report's summary: the spec's fields, how the score was computed, and who and what needs follow-up. */
export const eodSummarySchema = z.object({
  totalPatients: count,
  complianceScore: z.number().min(0).max(100).nullable(),
  complianceBreakdown: z.array(
    z.object({
      component: z.enum(COMPLIANCE_COMPONENTS),
      label: z.string(),
      weight: z.number(),
      rate,
      /** What the rate divides: counts, or cents for the collection rate. */
      numerator: z.number().min(0),
      denominator: z.number().min(0),
      explanation: z.string(),
    }),
  ),
  criticalAlerts: count,
  criticalAlertDetails: z.array(z.object({ description: z.string(), link: z.string() })),
  staffOnDuty: count,
  staffOnDutyDetails: z.array(
    z.object({
      staffId: z.uuid(),
      staffName: z.string(),
      role: z.string(),
      records: count,
      /** Minutes clocked that day less breaks (absent on a report of a day without the time clock). */
      minutesOnDuty: count.optional(),
    }),
  ),
  /** Minutes the staff-to-child ratio was not met (absent on reports made before the time clock). */
  minutesOutOfRatio: count.optional(),
  recommendations: z.array(z.string()),
  keyMetrics: z.object({
    medicationCompliance: rate,
    documentationCompliance: rate,
    transportationOnTime: rate,
    billingAccuracy: rate,
  }),
  followUpItems: z.array(
    z.object({
      priority: z.enum(['high', 'medium']),
      description: z.string(),
      assignedTo: z.string(),
      dueDate: calendarDateSchema,
      link: z.string(),
    }),
  ),
});
/** A report's summary. */
export type EodSummary = z.infer<typeof eodSummarySchema>;

/** What opening a report found: its hash recomputed, its signature checked. */
export const eodVerificationSchema = z.object({
  isHashValid: z.boolean(),
  isSignatureValid: z.boolean(),
  /** Why it failed, in words, or null when it holds. */
  problem: z.string().nullable(),
});

/** A report in the last-30-days list. */
export const eodReportListItemSchema = z.object({
  id: z.uuid(),
  facilityId: z.uuid(),
  reportDate: calendarDateSchema,
  status: z.enum(EOD_REPORT_STATUSES),
  generatedBy: z.string(),
  isAutomated: z.boolean(),
  generatedAt: instant,
  retentionDate: calendarDateSchema,
  isSuperseded: z.boolean(),
  complianceScore: z.number().nullable(),
  totalPatients: count,
  criticalAlerts: count,
});
/** A report in the list. */
export type EodReportListItem = z.infer<typeof eodReportListItemSchema>;

/** A report opened: the list fields, facility, sections, summary, hash, signature and the verification. */
export const eodReportDetailSchema = eodReportListItemSchema.extend({
  facilityName: z.string(),
  timeZone: z.string(),
  /** Null when the stored content no longer reads as a report (it then fails verification). */
  sections: eodSectionsSchema.nullable(),
  summary: eodSummarySchema.nullable(),
  hash: z.string(),
  digitalSignature: z.string(),
  supersedes: z.uuid().nullable(),
  verification: eodVerificationSchema,
  /** Who generated, opened and exported the report, newest first (spec: accessLog), from the audit log. */
  accessLog: z.array(
    z.object({
      action: z.enum(['GENERATE_EOD_REPORT', 'VIEW_EOD_REPORT', 'EXPORT_EOD_REPORT']),
      userName: z.string(),
      at: instant,
      format: z.string().nullable(),
      isSuccess: z.boolean(),
    }),
  ),
});
/** An opened report. */
export type EodReportDetail = z.infer<typeof eodReportDetailSchema>;

/** The list of the last 30 days, newest first. */
export const eodReportListResponseSchema = z.object({ items: z.array(eodReportListItemSchema) });

/** The facilities whose reports the user may read: an administrator's own; every facility for a super_admin. */
export const eodFacilityListResponseSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), timeZone: z.string() })),
});

/** Which facility a request is about: the administrator's own; a super_admin names one. */
export const eodFacilityQuerySchema = z.object({ facilityId: z.uuid().optional() });

/** The completion status of a day (spec: needsAutomatedGeneration, hasEODReport) and the scheduler's state. */
export const eodStatusQuerySchema = eodFacilityQuerySchema.extend({ date: serviceDateSchema() });
/** The day banner's state. */
export const EOD_DAY_STATES = ['overdue', 'completed', 'pending'] as const;
/** The answer of the status route. */
export const eodStatusResponseSchema = z.object({
  facilityId: z.uuid(),
  facilityName: z.string(),
  timeZone: z.string(),
  date: calendarDateSchema,
  today: calendarDateSchema,
  needsAutomatedGeneration: z.boolean(),
  hasEODReport: z.boolean(),
  dayState: z.enum(EOD_DAY_STATES),
  reportId: z.uuid().nullable(),
  scheduler: z.object({
    lastRunAt: instant.nullable(),
    lastOutcome: z.string().nullable(),
    nextCheckAt: instant,
    nextGenerationAt: instant,
  }),
});
/** The status route's answer. */
export type EodStatusResponse = z.infer<typeof eodStatusResponseSchema>;

/** Generate Report (force: false) and Force Generate (force: true) for a facility's date. */
export const generateEodReportSchema = z.strictObject({
  facilityId: z.uuid().optional(),
  date: serviceDateSchema(),
  force: z.boolean().default(false),
});
/** The body of a generation. */
export type GenerateEodReportInput = z.input<typeof generateEodReportSchema>;

/** The answer of a generation: the report, and whether this request made it or found it. */
export const generateEodReportResponseSchema = z.object({
  report: eodReportListItemSchema,
  isExisting: z.boolean(),
});

/** The formats a report exports to. */
export const EOD_EXPORT_FORMATS = ['pdf', 'csv'] as const;
/** Export query: the format. */
export const eodExportQuerySchema = z.object({ format: z.enum(EOD_EXPORT_FORMATS) });
/** The id of a report in a path. */
export const eodReportIdParamsSchema = z.object({ reportId: z.uuid() });
