import type { ColumnType, Generated } from 'kysely';
import type {
  AttendantCredential,
  DriverMessageType,
  DriverTaskPriority,
  DriverTaskType,
  HandoffKind,
  HandoffRelationship,
  RouteDirection,
  RouteStatus,
} from '@carenest/core';
import type { CreatedAt, NullableTimestamp, Timestamp } from './column-types.ts';

// Tables of transportation: routes and their stops, fixes, handoffs, attendance, request receipts, and the
// drivers' tasks and messages.

/** A numeric column written as a number and read as PostgreSQL's text. */
type Decimal = ColumnType<string, number, never>;
/** An optional numeric column. */
type NullableDecimal = ColumnType<string | null, number | null, never>;

/** transport_routes: one run of one van on one service day. */
export interface TransportRoutesTable {
  id: Generated<string>;
  facility_id: string;
  name: string;
  direction: RouteDirection;
  service_date: string;
  driver_id: string;
  vehicle: string;
  attendant_id: string | null;
  attendant_credential: AttendantCredential | null;
  scheduled_departure: Timestamp;
  scheduled_arrival: Timestamp;
  actual_departure: NullableTimestamp;
  actual_arrival: NullableTimestamp;
  status: Generated<RouteStatus>;
  cancel_reason: string | null;
  cancelled_by: string | null;
  cancelled_at: NullableTimestamp;
  created_by: string;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** transport_route_stops: the children of a route in stop order. */
export interface TransportRouteStopsTable {
  route_id: string;
  patient_id: string;
  position: number;
  address: string;
}

/** transport_fixes: the driver's location fixes, append-only. */
export interface TransportFixesTable {
  id: Generated<string>;
  route_id: string;
  latitude: Decimal;
  longitude: Decimal;
  accuracy: number | null;
  device_time: Timestamp;
  recorded_at: Timestamp;
  recorded_by: string;
}

/** transport_handoffs: signed guardian handoffs, append-only, one per route, child and kind. */
export interface TransportHandoffsTable {
  id: Generated<string>;
  route_id: string;
  patient_id: string;
  kind: HandoffKind;
  contact_id: string | null;
  signed_by: string;
  relationship: HandoffRelationship;
  is_authorized: boolean;
  unauthorized_reason: string | null;
  signature_png: Buffer;
  image_sha256: string;
  latitude: NullableDecimal;
  longitude: NullableDecimal;
  accuracy: number | null;
  device_time: Timestamp;
  recorded_at: Timestamp;
  recorded_by: string;
}

/** attendance_events: check-ins and check-outs per facility day, append-only. */
export interface AttendanceEventsTable {
  id: Generated<string>;
  facility_id: string;
  patient_id: string;
  service_date: string;
  kind: 'check_in' | 'check_out';
  occurred_at: Timestamp;
  source: 'route' | 'front_desk';
  route_id: string | null;
  adult_name: string | null;
  signature_png: Buffer | null;
  image_sha256: string | null;
  recorded_by: string;
  /** Why a check-out happened, when it is not the day's end (migration 045). */
  reason: Generated<'sent_home_ill' | null>;
}

/** request_receipts: a user's request id, the hash of its body and the answer it got. */
export interface RequestReceiptsTable {
  user_id: string;
  request_id: string;
  operation: string;
  body_sha256: string;
  status_code: number | null;
  answer: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** driver_messages: what the office sends a driver. */
export interface DriverMessagesTable {
  id: Generated<string>;
  facility_id: string;
  driver_id: string;
  sender_id: string;
  patient_id: string | null;
  message_type: DriverMessageType;
  body: string;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
}

/** driver_tasks: a driver's to-do list, completion kept with who and when. */
export interface DriverTasksTable {
  id: Generated<string>;
  facility_id: string;
  driver_id: string;
  patient_id: string | null;
  task_type: DriverTaskType;
  title: string;
  description: Generated<string>;
  priority: DriverTaskPriority;
  due_date: string;
  related_message_id: string | null;
  created_by: string;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
  completed_by: string | null;
}
