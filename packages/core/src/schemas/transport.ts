import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  ATTENDANT_CREDENTIALS,
  HANDOFF_KINDS,
  HANDOFF_RELATIONSHIPS,
  ROUTE_DIRECTIONS,
  ROUTE_STATUSES,
} from '../rules/transport.ts';
import { SIGNATURE_DATA_URL_MAX_LENGTH } from './hipaa.ts';
import { instantSchema, pageResultShape, personReferenceSchema, requiredText } from './common.ts';
import { serviceDateSchema, serviceInstantSchema } from './date-limits.ts';

/** A wall-clock time of the service day in the facility's zone, "HH:mm". */
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGES.routeTimeInvalid });

/** The most children one route carries. */
export const ROUTE_MAXIMUM_STOPS = 20;

/** One stop of a route: the child and the address the van stops at, in stop order. */
export const routeStopInputSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.selectPatient }),
  address: requiredText(MESSAGES.routeStopAddressRequired, 200),
});

/**
 * Creating or editing a route (administrators): its name, direction, service date, driver and vehicle, the
 * riding attendant with their credential (both or neither), scheduled departure and arrival as times of the
 * service day in the facility's zone (arrival after departure), and the children in stop order, each once.
 */
export const routeInputSchema = z
  .object({
    name: requiredText(MESSAGES.routeNameRequired, 80),
    direction: z.enum(ROUTE_DIRECTIONS),
    serviceDate: serviceDateSchema(MESSAGES.routeDateRequired),
    driverId: z.uuid({ error: MESSAGES.routeDriverRequired }),
    vehicle: requiredText(MESSAGES.routeVehicleRequired, 60),
    attendantId: z.uuid().nullable().default(null),
    attendantCredential: z.enum(ATTENDANT_CREDENTIALS).nullable().default(null),
    scheduledDeparture: wallTime,
    scheduledArrival: wallTime,
    stops: z
      .array(routeStopInputSchema)
      .min(1, { error: MESSAGES.routeStopsRequired })
      .max(ROUTE_MAXIMUM_STOPS),
  })
  .superRefine((route, context) => {
    if (route.scheduledArrival <= route.scheduledDeparture)
      context.addIssue({
        code: 'custom',
        path: ['scheduledArrival'],
        message: MESSAGES.routeArrivalBeforeDeparture,
      });
    if ((route.attendantId === null) !== (route.attendantCredential === null))
      context.addIssue({
        code: 'custom',
        path: ['attendantCredential'],
        message: MESSAGES.routeAttendantCredential,
      });
    const children = route.stops.map((stop) => stop.patientId);
    if (new Set(children).size !== children.length)
      context.addIssue({ code: 'custom', path: ['stops'], message: MESSAGES.routeChildTwice });
  });
/** What the route form holds and the API receives. */
export type RouteInput = z.input<typeof routeInputSchema>;

/** Cancelling a route (administrators): the reason is required. */
export const cancelRouteSchema = z.object({ reason: requiredText(MESSAGES.routeCancelReasonRequired, 500) });

/**
 * Copying a route: to the next `workingDays` working days after its service date (the facility calendar's open
 * days), or to the `serviceDates` named, each after the route's day and a day the facility is open.
 */
export const copyRouteSchema = z
  .object({
    workingDays: z.number().int().min(1).max(10).optional(),
    serviceDates: z
      .array(z.iso.date({ error: MESSAGES.routeDateRequired }))
      .min(1)
      .max(10)
      .optional(),
  })
  .refine((copy) => (copy.workingDays === undefined) !== (copy.serviceDates === undefined), {
    error: MESSAGES.routeCopyTargetRequired,
    path: ['workingDays'],
  });
/** A copy request. */
export type CopyRouteRequest = z.infer<typeof copyRouteSchema>;

/** Answer of a copy: the new routes' ids, in date order. */
export const routeCopyResponseSchema = z.object({ routeIds: z.array(z.uuid()) });

/** A position as the phone's geolocation gives it: degrees in range, accuracy in metres. */
export const positionSchema = z.object({
  latitude: z
    .number()
    .min(-90, { error: MESSAGES.coordinatesOutOfRange })
    .max(90, { error: MESSAGES.coordinatesOutOfRange }),
  longitude: z
    .number()
    .min(-180, { error: MESSAGES.coordinatesOutOfRange })
    .max(180, { error: MESSAGES.coordinatesOutOfRange }),
  accuracy: z.number().min(0).max(100_000).nullable().default(null),
});

/**
 * What every driver write carries for the offline queue: a request id the phone made once (a retried
 * request with the same id records nothing twice) and the device's own time of the act.
 */
const driverWriteShape = {
  requestId: z.uuid(),
  deviceTime: serviceInstantSchema,
};

/** A status change by the owning driver: the status the driver moves the route to (the table's next one). */
export const routeStatusChangeSchema = z.object({
  ...driverWriteShape,
  status: z.enum(ROUTE_STATUSES),
  position: positionSchema.nullable().default(null),
});
/** A status change as the phone sends it. */
export type RouteStatusChange = z.input<typeof routeStatusChangeSchema>;

/** A location fix from the owning driver's phone. */
export const routeFixSchema = z.object({ ...driverWriteShape, position: positionSchema });
/** A fix as the phone sends it. */
export type RouteFixInput = z.input<typeof routeFixSchema>;

/**
 * Answer of a fix: only that it was taken (fixes come every few seconds from every van; the live event tells
 * the screens to re-read the route).
 */
export const routeFixAcceptedSchema = z.object({ routeId: z.uuid(), recordedAt: instantSchema });
/** A fix taken. */
export type RouteFixAccepted = z.infer<typeof routeFixAcceptedSchema>;

/** A drawn route signature as a PNG data URL (400x150; the server checks size and ink). */
export const routeSignatureSchema = z
  .string({ error: MESSAGES.guardianNameAndSignatureRequired })
  .max(SIGNATURE_DATA_URL_MAX_LENGTH, MESSAGES.guardianNameAndSignatureRequired)
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, MESSAGES.guardianNameAndSignatureRequired);

/**
 * A guardian handoff: the child, pickup or dropoff, the adult (one of the child's authorized pickups by
 * contact id, or anyone else with a reason, which alerts the administrators), their name and relationship
 * (Parent by default) and the drawn signature.
 */
export const routeHandoffSchema = z
  .object({
    ...driverWriteShape,
    patientId: z.uuid(),
    kind: z.enum(HANDOFF_KINDS),
    contactId: z.uuid().nullable().default(null),
    signedBy: requiredText(MESSAGES.guardianNameAndSignatureRequired, 120),
    relationship: z.enum(HANDOFF_RELATIONSHIPS).default('Parent'),
    unauthorizedReason: z.string().trim().max(500).nullable().default(null),
    signature: routeSignatureSchema,
    position: positionSchema.nullable().default(null),
  })
  .superRefine((handoff, context) => {
    if (handoff.contactId === null && !handoff.unauthorizedReason)
      context.addIssue({
        code: 'custom',
        path: ['unauthorizedReason'],
        message: MESSAGES.unauthorizedHandoffReason,
      });
  });
/** A handoff as the phone sends it. */
export type RouteHandoffInput = z.input<typeof routeHandoffSchema>;

/** Path parameter of routes addressing one route. */
export const routeIdParamsSchema = z.object({ routeId: z.uuid() });

/** Query string of the route list: the service date (the facility's today when left out). */
export const routeListQuerySchema = z.object({ date: serviceDateSchema().optional() });

/** A handoff as the screens show it (the signature image stays on the server). */
export const handoffSchema = z.object({
  kind: z.enum(HANDOFF_KINDS),
  signedBy: z.string(),
  relationship: z.enum(HANDOFF_RELATIONSHIPS),
  isAuthorized: z.boolean(),
  unauthorizedReason: z.string().nullable(),
  recordedAt: instantSchema,
  deviceTime: instantSchema,
  imageSha256: z.string(),
});
/** A handoff. */
export type Handoff = z.infer<typeof handoffSchema>;

/** An adult the child may be handed to (an emergency contact marked Authorized Pickup). */
export const authorizedPickupSchema = z.object({ id: z.uuid(), name: z.string(), relationship: z.string() });

/** One stop of a route as its viewer may see it. */
export const routeStopSchema = z.object({
  position: z.number().int(),
  patientId: z.uuid(),
  patientName: z.string(),
  /** Where the child's photo loads from, null without one (the first check at a handoff). */
  photoUrl: z.string().nullable(),
  address: z.string(),
  pickup: handoffSchema.nullable(),
  dropoff: handoffSchema.nullable(),
  /** Only for the owning driver and administrators. */
  authorizedPickups: z.array(authorizedPickupSchema),
});
/** A stop. */
export type RouteStop = z.infer<typeof routeStopSchema>;

/** A location fix as shown (6 decimals on screen). */
export const routeFixResponseSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  recordedAt: instantSchema,
  deviceTime: instantSchema,
});
/** A fix. */
export type RouteFix = z.infer<typeof routeFixResponseSchema>;

/** A route as its viewer may see it: parents get only their own children's stops. */
export const routeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  direction: z.enum(ROUTE_DIRECTIONS),
  serviceDate: z.iso.date(),
  status: z.enum(ROUTE_STATUSES),
  driver: personReferenceSchema,
  vehicle: z.string(),
  attendant: personReferenceSchema.extend({ credential: z.enum(ATTENDANT_CREDENTIALS) }).nullable(),
  scheduledDeparture: instantSchema,
  scheduledArrival: instantSchema,
  actualDeparture: instantSchema.nullable(),
  actualArrival: instantSchema.nullable(),
  cancellation: z.object({ reason: z.string(), by: personReferenceSchema, at: instantSchema }).nullable(),
  stops: z.array(routeStopSchema),
  /** The newest fix, when the viewer may see where the van is. */
  lastFix: routeFixResponseSchema.nullable(),
});
/** A route. */
export type Route = z.infer<typeof routeSchema>;

/** Answer of GET /api/transport/routes: the day's routes the user may see, in departure order. */
export const routeListResponseSchema = z.object({
  ...pageResultShape(routeSchema),
  date: z.iso.date(),
  timeZone: z.string(),
});
/** The route list. */
export type RouteListResponse = z.infer<typeof routeListResponseSchema>;

/** Answer of one route: the route, its last 5 fixes (for those who may see them) and the facility's zone. */
export const routeDetailResponseSchema = z.object({
  route: routeSchema,
  fixes: z.array(routeFixResponseSchema),
  timeZone: z.string(),
});
/** One route. */
export type RouteDetailResponse = z.infer<typeof routeDetailResponseSchema>;

/** The choices of the route form: drivers, possible attendants and the facility's active children. */
export const routeFormOptionsSchema = z.object({
  drivers: z.array(personReferenceSchema),
  attendants: z.array(personReferenceSchema.extend({ role: z.string() })),
  children: z.array(z.object({ id: z.uuid(), name: z.string(), medicalRecordNumber: z.string() })),
});
/** The route form's choices. */
export type RouteFormOptions = z.infer<typeof routeFormOptionsSchema>;
