import { z } from 'zod';

/**
 * What a live event can say changed. Each kind names a resource and a change; the browser maps kinds to the
 * queries it refreshes (re-reading through the audited GETs), so an event never carries PHI.
 */
export const LIVE_EVENT_KINDS = [
  'patient.changed',
  'assignment.changed',
  'medication.changed',
  'administration.recorded',
  'clinical-note.changed',
  'vital-signs.recorded',
  /** A route was created, edited, cancelled, moved, or a fix or handoff was recorded on it. */
  'route.changed',
  /** A child was checked in or out (attendance). */
  'attendance.changed',
  /** A message was sent in a thread, or a thread was read (read receipts). */
  'message.changed',
  'claim.changed',
  /** An end-of-day report was generated (by hand or by the scheduler) or superseded. */
  'eod-report.changed',
  /** A driver task was added, ticked off or opened again, or a driver message was sent or read. */
  'driver-task.changed',
  /** A child's physician-ordered vital sign parameters were entered, changed or removed. */
  'vital-parameters.changed',
  'document.changed',
  'notification.created',
  'user.changed',
  /** A staff member clocked in or out, a shift was corrected, or a credential was recorded or verified. */
  'staffing.changed',
  'system-alert.changed',
  'security-event.changed',
  /** A session ended (sign-out, revocation, deactivation): its streams close; the user's other tabs re-check. */
  'session.ended',
] as const;

/** A kind of live event. */
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The most patient ids one event names (NOTIFY payloads stay far under PostgreSQL's 8000 bytes). */
export const LIVE_EVENT_MAXIMUM_PATIENTS = 50;

/** Seconds between the stream's heartbeats (comments that keep proxies from closing an idle stream). */
export const LIVE_EVENT_HEARTBEAT_SECONDS = 25;

/** The most live-event streams one user keeps open (tabs, devices): a new one closes their oldest. */
export const LIVE_EVENT_MAXIMUM_STREAMS_PER_USER = 5;

/**
 * The most events a stream holds back for one listener (while it catches up, or while its connection does not
 * take what was written): a stream that falls further behind is closed, and the browser reconnects with its
 * Last-Event-ID, instead of letting the server's memory grow.
 */
export const LIVE_EVENT_MAXIMUM_PENDING_EVENTS = 500;

/**
 * One server-sent event as the browser receives it (the `data` of an SSE message whose `id` is `id`): what
 * changed and the ids it concerns.
 */
export const liveEventSchema = z.object({
  id: z.string(),
  kind: z.enum(LIVE_EVENT_KINDS),
  resourceId: z.string().nullable(),
  patientIds: z.array(z.uuid()),
});
/** A live event. */
export type LiveEvent = z.infer<typeof liveEventSchema>;
