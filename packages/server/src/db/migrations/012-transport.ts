import { sql, type Kysely } from 'kysely';

/**
 * Transportation: routes with their children in stop order, the driver's location fixes, the signed guardian
 * handoffs, the attendance log they feed, and the receipts that make a driver's retried request record once.
 *
 * - transport_routes: one run of one van on one service day; its status follows the core table. A cancelled
 *   route keeps its reason, who cancelled it and when. Listed per facility and day, and per driver and day.
 * - transport_route_stops: the children of a route in stop order with the stop address.
 * - transport_fixes: append-only positions; the newest per route is read by (route_id, id DESC).
 * - transport_handoffs: append-only, one per route, child and kind; the PNG and its SHA-256, the adult (an
 *   authorized pickup by contact id and name, or anyone else with a reason), device and server times, fix.
 * - attendance_events: append-only check-ins and check-outs per facility day (the daily log of 1 TAC
 *   §363.212), from a route (its handoffs hold the signatures) or the front desk (the adult signs here).
 * - request_receipts: a driver's request id with the hash of its body and the answer given, so a replay
 *   answers the same and records nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE transport_routes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      name text NOT NULL,
      direction text NOT NULL CHECK (direction IN ('to_facility', 'to_home')),
      service_date date NOT NULL,
      driver_id uuid NOT NULL REFERENCES users(id),
      vehicle text NOT NULL,
      attendant_id uuid REFERENCES users(id),
      attendant_credential text CHECK (attendant_credential IN ('RN', 'LVN', 'direct_care')),
      scheduled_departure timestamptz NOT NULL,
      scheduled_arrival timestamptz NOT NULL,
      actual_departure timestamptz,
      actual_arrival timestamptz,
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'en_route_pickup', 'picking_up',
        'en_route_facility', 'arrived', 'completed', 'cancelled')),
      cancel_reason text,
      cancelled_by uuid REFERENCES users(id),
      cancelled_at timestamptz,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT transport_routes_attendant_pair CHECK ((attendant_id IS NULL) = (attendant_credential IS NULL)),
      CONSTRAINT transport_routes_schedule_order CHECK (scheduled_arrival > scheduled_departure),
      CONSTRAINT transport_routes_cancellation CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL))
    );
    CREATE INDEX transport_routes_facility_day ON transport_routes (facility_id, service_date, scheduled_departure);
    CREATE INDEX transport_routes_driver_day ON transport_routes (driver_id, service_date);

    CREATE TABLE transport_route_stops (
      route_id uuid NOT NULL REFERENCES transport_routes(id) ON DELETE CASCADE,
      patient_id uuid NOT NULL REFERENCES patients(id),
      position smallint NOT NULL CHECK (position >= 1),
      address text NOT NULL,
      PRIMARY KEY (route_id, patient_id),
      CONSTRAINT transport_route_stops_order UNIQUE (route_id, position)
    );
    CREATE INDEX transport_route_stops_patient ON transport_route_stops (patient_id);

    CREATE TABLE transport_fixes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      route_id uuid NOT NULL REFERENCES transport_routes(id),
      latitude numeric(9,6) NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude numeric(9,6) NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      accuracy real,
      device_time timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL,
      recorded_by uuid NOT NULL REFERENCES users(id)
    );
    CREATE INDEX transport_fixes_route_recent ON transport_fixes (route_id, id DESC);

    CREATE TABLE transport_handoffs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      route_id uuid NOT NULL REFERENCES transport_routes(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      kind text NOT NULL CHECK (kind IN ('pickup', 'dropoff')),
      contact_id uuid,
      signed_by text NOT NULL,
      relationship text NOT NULL CHECK (relationship IN ('Parent', 'Guardian', 'Grandparent', 'Other')),
      is_authorized boolean NOT NULL,
      unauthorized_reason text,
      signature_png bytea NOT NULL,
      image_sha256 text NOT NULL,
      latitude numeric(9,6),
      longitude numeric(9,6),
      accuracy real,
      device_time timestamptz NOT NULL,
      recorded_at timestamptz NOT NULL,
      recorded_by uuid NOT NULL REFERENCES users(id),
      CONSTRAINT transport_handoffs_once UNIQUE (route_id, patient_id, kind),
      CONSTRAINT transport_handoffs_reason CHECK (is_authorized OR unauthorized_reason IS NOT NULL)
    );

    CREATE TABLE attendance_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      facility_id uuid NOT NULL REFERENCES facilities(id),
      patient_id uuid NOT NULL REFERENCES patients(id),
      service_date date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('check_in', 'check_out')),
      occurred_at timestamptz NOT NULL,
      source text NOT NULL CHECK (source IN ('route', 'front_desk')),
      route_id uuid REFERENCES transport_routes(id),
      adult_name text,
      signature_png bytea,
      image_sha256 text,
      recorded_by uuid NOT NULL REFERENCES users(id),
      CONSTRAINT attendance_events_front_desk_signed CHECK (source = 'route' OR (adult_name IS NOT NULL
        AND signature_png IS NOT NULL AND image_sha256 IS NOT NULL))
    );
    CREATE INDEX attendance_events_facility_day ON attendance_events (facility_id, service_date, occurred_at);
    CREATE INDEX attendance_events_patient ON attendance_events (patient_id, occurred_at DESC);

    CREATE FUNCTION transport_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
    END;
    $$;
    CREATE TRIGGER transport_fixes_append_only BEFORE UPDATE OR DELETE ON transport_fixes
      FOR EACH ROW EXECUTE FUNCTION transport_refuse_change();
    CREATE TRIGGER transport_handoffs_append_only BEFORE UPDATE OR DELETE ON transport_handoffs
      FOR EACH ROW EXECUTE FUNCTION transport_refuse_change();
    CREATE TRIGGER attendance_events_append_only BEFORE UPDATE OR DELETE ON attendance_events
      FOR EACH ROW EXECUTE FUNCTION transport_refuse_change();

    CREATE TABLE request_receipts (
      user_id uuid NOT NULL REFERENCES users(id),
      request_id uuid NOT NULL,
      operation text NOT NULL,
      body_sha256 text NOT NULL,
      status_code smallint,
      answer jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, request_id)
    );
    CREATE INDEX request_receipts_age ON request_receipts (created_at);
  `.execute(db);
}
