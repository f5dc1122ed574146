import type { AdministrationOutcome, ScheduleVersion } from '../medication-schedule.ts';
import type { VitalAlert } from '../vital-signs.ts';
import type { ClinicalNoteType } from '../../schemas/clinical-notes.ts';
import type { IncidentStatus, IncidentType, NotifiedAgency } from '../../schemas/incidents.ts';

/**
 * Everything an end-of-day report reads of a facility's day, as plain facts (ARCHITECTURE.md, "End-of-day
 * reports"): the server loads them in a fixed number of queries; core's buildEodReport turns them into the
 * sections and the summary. Instants are Date; the day is the facility's own, in its time zone.
 */
export interface EodDayRecords {
  facility: { id: string; name: string; timeZone: string };
  /** The facility's calendar day, yyyy-MM-dd. */
  reportDate: string;
  /** The moment the day is read up to: the end of the day, or the generation time when the day is not over. */
  asOf: Date;
  /** The facility's children: the active ones and any with a record that day, with the primary nurse. */
  patients: readonly { id: string; name: string; primaryNurse: string | null }[];
  /** Names and roles of everyone a record of the day names. */
  staff: readonly { id: string; name: string; role: string }[];
  /**
   * The day's clocked shifts, each staff member's minutes on duty within the day less breaks (Texas 26 TAC
   * §550.410); absent or empty when nobody clocked in, and then staff on duty are those who recorded care.
   */
  shifts?: readonly { staffId: string; minutesOnDuty: number }[];
  /** The whole minutes of the day, up to asOf, the staff-to-child ratio was not met. */
  minutesOutOfRatio?: number;
  notes: readonly {
    id: string;
    patientId: string;
    noteType: ClinicalNoteType;
    authorId: string;
    createdAt: Date;
  }[];
  amendments: readonly { noteId: string; patientId: string; authorId: string; amendedAt: Date }[];
  medications: readonly {
    id: string;
    patientId: string;
    name: string;
    scheduledTimes: readonly string[];
    startDate: string;
    orderedAt: Date;
    /** Each version's schedule from when it took effect, oldest first (absent: the current times all day). */
    versions?: readonly ScheduleVersion[];
    /** When the order was discontinued, if it was: no dose is owed after it. */
    stoppedAt?: Date | null;
  }[];
  /** Administrations recorded that day or scheduled for it; corrections carry the id they amend. */
  administrations: readonly {
    id: string;
    medicationId: string;
    patientId: string;
    administeredBy: string;
    outcome: AdministrationOutcome;
    administeredAt: Date;
    scheduledFor: Date | null;
    reason: string | null;
    amendsId: string | null;
  }[];
  /** The incident reports of incidents that happened that day, with the agencies recorded as notified. */
  incidents?: readonly {
    id: string;
    incidentType: IncidentType;
    status: IncidentStatus;
    notifiedAgencies: readonly NotifiedAgency[];
  }[];
  /** Doses the parents gave at home that morning (morning handoff). */
  homeDoses: readonly { medicationId: string; givenAt: Date }[];
  vitals: readonly {
    id: string;
    patientId: string;
    recordedBy: string;
    recordedAt: Date;
    temperature: number | null;
    heartRate: number | null;
    systolic: number | null;
    diastolic: number | null;
    oxygenSaturation: number | null;
    alerts: readonly VitalAlert[];
  }[];
  routes: readonly {
    id: string;
    name: string;
    direction: 'to_facility' | 'to_home';
    driverId: string;
    status: string;
    scheduledArrival: Date;
    actualArrival: Date | null;
    patientIds: readonly string[];
  }[];
  handoffs: readonly {
    routeId: string;
    patientId: string;
    kind: 'pickup' | 'dropoff';
    isAuthorized: boolean;
    recordedBy: string;
    recordedAt: Date;
  }[];
  /** Check-ins and check-outs; `isSigned` when an adult's signature or a route handoff stands behind it. */
  attendance: readonly {
    patientId: string;
    kind: 'check_in' | 'check_out';
    occurredAt: Date;
    isSigned: boolean;
    recordedBy: string;
  }[];
  /** Claims for services of the day, submitted that day, or paid or denied by a remittance posted that day. */
  claims: readonly {
    id: string;
    patientId: string;
    claimNumber: string;
    serviceDate: string;
    status: string;
    totalCents: number;
    insuranceName: string | null;
    submittedAt: Date | null;
    services: readonly { code: string; description: string; quantity: number; totalCents: number }[];
  }[];
  /** Claim payments of the remittances posted that day (status code 4: denied; 22: reversal). */
  payments: readonly { claimId: string; statusCode: string; chargeCents: number; paidCents: number }[];
  /** What the facility's submitted claims still await, at the end of the day. */
  outstandingCents: number;
}
