import { facilityDayBounds, type EodDayRecords, type VitalAlert } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadScheduleVersions } from '../medications/index.ts';
import { loadHomeDoses } from '../morning-handoffs/index.ts';

/** The facility a report is for, as locked for its generation. */
export interface ReportFacility {
  id: string;
  name: string;
  timeZone: string;
}

/** A numeric column read as text, as a number (or null). */
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** The claims of a day and the payments posted in it (see EodDayRecords). */
async function loadBilling(
  trx: Transaction<Database>,
  facilityId: string,
  date: string,
  day: { start: Date; end: Date },
) {
  const payments = await trx
    .selectFrom('claim_payments')
    .innerJoin('remittances', 'remittances.id', 'claim_payments.remittance_id')
    .select([
      'claim_payments.claim_id',
      'claim_payments.status_code',
      'claim_payments.charge_cents',
      'claim_payments.paid_cents',
    ])
    .where('remittances.facility_id', '=', facilityId)
    .where('remittances.posted_at', '>=', day.start)
    .where('remittances.posted_at', '<', day.end)
    .execute();
  const paidClaimIds = [...new Set(payments.map((payment) => payment.claim_id))];
  const claims = await trx
    .selectFrom('billing_claims as claim')
    .leftJoin('patient_insurance as insurance', (join) =>
      join.onRef('insurance.patient_id', '=', 'claim.patient_id').on('insurance.is_active', '=', true),
    )
    .select([
      'claim.id',
      'claim.patient_id',
      'claim.claim_number',
      'claim.service_date',
      'claim.status',
      'claim.total_cents',
      'claim.submission_date',
      'insurance.insurance_name',
    ])
    .where('claim.facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([
        eb('claim.service_date', '=', date),
        eb.and([eb('claim.submission_date', '>=', day.start), eb('claim.submission_date', '<', day.end)]),
        ...(paidClaimIds.length > 0 ? [eb('claim.id', 'in', paidClaimIds)] : []),
      ]),
    )
    .execute();
  const services =
    claims.length === 0
      ? []
      : await trx
          .selectFrom('claim_services')
          .select(['claim_id', 'code', 'description', 'quantity', 'total_cents'])
          .where(
            'claim_id',
            'in',
            claims.map((claim) => claim.id),
          )
          .orderBy('position')
          .execute();
  const outstanding = await trx
    .selectFrom('billing_claims')
    .select(sql<string>`coalesce(sum(total_cents - paid_cents), 0)`.as('cents'))
    .where('facility_id', '=', facilityId)
    .where('status', 'in', ['submitted', 'accepted', 'appealed'])
    .where('submission_date', '<', day.end)
    .executeTakeFirstOrThrow();
  return {
    claims: claims.map((claim) => ({
      id: claim.id,
      patientId: claim.patient_id,
      claimNumber: claim.claim_number,
      serviceDate: claim.service_date,
      status: claim.status,
      totalCents: claim.total_cents,
      insuranceName: claim.insurance_name,
      submittedAt: claim.submission_date,
      services: services
        .filter((service) => service.claim_id === claim.id)
        .map((service) => ({
          code: service.code,
          description: service.description,
          quantity: service.quantity,
          totalCents: service.total_cents,
        })),
    })),
    payments: payments.map((payment) => ({
      claimId: payment.claim_id,
      statusCode: payment.status_code,
      chargeCents: payment.charge_cents,
      paidCents: payment.paid_cents,
    })),
    outstandingCents: Number(outstanding.cents),
  };
}

/** The day's routes with their children, the handoffs on them, and the attendance of the day. */
async function loadTransport(trx: Transaction<Database>, facilityId: string, date: string, asOf: Date) {
  const routes = await trx
    .selectFrom('transport_routes')
    .select([
      'id',
      'name',
      'direction',
      'driver_id',
      'status',
      'scheduled_arrival',
      'actual_arrival',
      sql<string[]>`coalesce((SELECT array_agg(patient_id ORDER BY position) FROM transport_route_stops
        WHERE route_id = transport_routes.id), '{}')`.as('patient_ids'),
    ])
    .where('facility_id', '=', facilityId)
    .where('service_date', '=', date)
    .execute();
  const handoffs = await trx
    .selectFrom('transport_handoffs')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_handoffs.route_id')
    .select([
      'transport_handoffs.route_id',
      'transport_handoffs.patient_id',
      'transport_handoffs.kind',
      'transport_handoffs.is_authorized',
      'transport_handoffs.recorded_by',
      'transport_handoffs.recorded_at',
    ])
    .where('transport_routes.facility_id', '=', facilityId)
    .where('transport_routes.service_date', '=', date)
    .where('transport_handoffs.recorded_at', '<=', asOf)
    .execute();
  const attendance = await trx
    .selectFrom('attendance_events')
    .select([
      'patient_id',
      'kind',
      'occurred_at',
      'recorded_by',
      sql<boolean>`source = 'route' OR signature_png IS NOT NULL`.as('is_signed'),
    ])
    .where('facility_id', '=', facilityId)
    .where('service_date', '=', date)
    .where('occurred_at', '<=', asOf)
    .execute();
  return {
    routes: routes.map((route) => ({
      id: route.id,
      name: route.name,
      direction: route.direction,
      driverId: route.driver_id,
      status: route.status,
      scheduledArrival: route.scheduled_arrival,
      actualArrival: route.actual_arrival && route.actual_arrival <= asOf ? route.actual_arrival : null,
      patientIds: route.patient_ids,
    })),
    handoffs: handoffs.map((handoff) => ({
      routeId: handoff.route_id,
      patientId: handoff.patient_id,
      kind: handoff.kind,
      isAuthorized: handoff.is_authorized,
      recordedBy: handoff.recorded_by,
      recordedAt: handoff.recorded_at,
    })),
    attendance: attendance.map((event) => ({
      patientId: event.patient_id,
      kind: event.kind,
      occurredAt: event.occurred_at,
      isSigned: event.is_signed,
      recordedBy: event.recorded_by,
    })),
  };
}

/** The day's medications, administrations and doses given at home, of the facility's children. */
async function loadMedicationRecords(
  trx: Transaction<Database>,
  facilityId: string,
  date: string,
  day: { start: Date; end: Date },
  asOf: Date,
) {
  const medications = await trx
    .selectFrom('medications')
    .innerJoin('patients', 'patients.id', 'medications.patient_id')
    .select([
      'medications.id',
      'medications.patient_id',
      'medications.name',
      'medications.scheduled_times',
      'medications.start_date',
      'medications.created_at',
      'medications.discontinued_at',
    ])
    .where('patients.facility_id', '=', facilityId)
    .where((eb) =>
      eb.or([eb('medications.is_active', '=', true), eb('medications.discontinued_at', '>=', day.start)]),
    )
    .where('medications.start_date', '<=', date)
    .where(sql<boolean>`cardinality(medications.scheduled_times) > 0`)
    .execute();
  const administrations = await trx
    .selectFrom('medication_administrations as record')
    .innerJoin('patients', 'patients.id', 'record.patient_id')
    .select([
      'record.id',
      'record.medication_id',
      'record.patient_id',
      'record.administered_by',
      'record.outcome',
      'record.administration_time',
      'record.scheduled_for',
      'record.reason',
      'record.amends_id',
    ])
    .where('patients.facility_id', '=', facilityId)
    .where('record.recorded_at', '<=', asOf)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('record.administration_time', '>=', day.start),
          eb('record.administration_time', '<', day.end),
        ]),
        eb.and([eb('record.scheduled_for', '>=', day.start), eb('record.scheduled_for', '<', day.end)]),
      ]),
    )
    .execute();
  const homeDoses = await loadHomeDoses(
    trx,
    medications.map((medication) => medication.id),
    day,
  );
  const versions = await loadScheduleVersions(
    trx,
    medications.map((medication) => medication.id),
  );
  return {
    medications: medications.map((medication) => ({
      id: medication.id,
      patientId: medication.patient_id,
      name: medication.name,
      scheduledTimes: medication.scheduled_times,
      startDate: medication.start_date,
      orderedAt: medication.created_at,
      versions: versions.get(medication.id),
      stoppedAt: medication.discontinued_at,
    })),
    administrations: administrations.map((record) => ({
      id: record.id,
      medicationId: record.medication_id,
      patientId: record.patient_id,
      administeredBy: record.administered_by,
      outcome: record.outcome,
      administeredAt: record.administration_time,
      scheduledFor: record.scheduled_for,
      reason: record.reason,
      amendsId: record.amends_id,
    })),
    homeDoses: [...homeDoses].flatMap(([medicationId, given]) =>
      given.filter((at) => at <= asOf).map((givenAt) => ({ medicationId, givenAt })),
    ),
  };
}

/**
 * Everything a facility's day holds, up to `asOf`, in a fixed number of queries whatever the number of children
 * (ARCHITECTURE.md, "End-of-day reports"): the children with their primary nurse, notes and amendments,
 * medications and administrations, readings, routes, handoffs, attendance, claims and payments, and the names of
 * everyone the records name.
 */
export async function loadDayRecords(
  trx: Transaction<Database>,
  facility: ReportFacility,
  date: string,
  now: Date,
): Promise<EodDayRecords> {
  const day = facilityDayBounds(date, facility.timeZone);
  const asOf = now < day.end ? now : day.end;
  const window = { start: day.start, end: asOf };
  const patients = await trx
    .selectFrom('patients')
    .leftJoin('staff_assignments as primary', (join) =>
      join
        .onRef('primary.patient_id', '=', 'patients.id')
        .on('primary.assignment_type', '=', 'primary_nurse')
        .on('primary.is_active', '=', true),
    )
    .leftJoin('users as nurse', 'nurse.id', 'primary.staff_id')
    .select([
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      sql<string | null>`nurse.first_name || ' ' || nurse.last_name`.as('nurse_name'),
    ])
    .where('patients.facility_id', '=', facility.id)
    .execute();
  const notes = await trx
    .selectFrom('clinical_notes')
    .select(['id', 'patient_id', 'note_type', 'author_id', 'created_at'])
    .where('facility_id', '=', facility.id)
    .where('created_at', '>=', window.start)
    .where('created_at', '<=', window.end)
    .execute();
  const amendments = await trx
    .selectFrom('clinical_note_amendments as amendment')
    .innerJoin('clinical_notes as note', 'note.id', 'amendment.note_id')
    .select(['amendment.note_id', 'note.patient_id', 'amendment.author_id', 'amendment.amended_at'])
    .where('note.facility_id', '=', facility.id)
    .where('amendment.amended_at', '>=', window.start)
    .where('amendment.amended_at', '<=', window.end)
    .execute();
  const vitals = await trx
    .selectFrom('vital_signs')
    .innerJoin('patients', 'patients.id', 'vital_signs.patient_id')
    .select([
      'vital_signs.id',
      'vital_signs.patient_id',
      'vital_signs.recorded_by',
      'vital_signs.recorded_at',
      'vital_signs.temperature',
      'vital_signs.heart_rate',
      'vital_signs.blood_pressure_systolic',
      'vital_signs.blood_pressure_diastolic',
      'vital_signs.oxygen_saturation',
      'vital_signs.alerts',
    ])
    .where('patients.facility_id', '=', facility.id)
    .where('vital_signs.recorded_at', '>=', window.start)
    .where('vital_signs.recorded_at', '<=', window.end)
    .execute();
  const medicationRecords = await loadMedicationRecords(trx, facility.id, date, day, asOf);
  const transport = await loadTransport(trx, facility.id, date, asOf);
  const billing = await loadBilling(trx, facility.id, date, { start: day.start, end: asOf });

  const staffIds = new Set<string>([
    ...notes.map((note) => note.author_id),
    ...amendments.map((amendment) => amendment.author_id),
    ...medicationRecords.administrations.map((record) => record.administeredBy),
    ...vitals.map((reading) => reading.recorded_by),
    ...transport.routes.map((route) => route.driverId),
    ...transport.handoffs.map((handoff) => handoff.recordedBy),
    ...transport.attendance.map((event) => event.recordedBy),
  ]);
  const staff =
    staffIds.size === 0
      ? []
      : await trx
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'role'])
          .where('id', 'in', [...staffIds])
          .execute();
  return {
    facility,
    reportDate: date,
    asOf,
    patients: patients.map((patient) => ({
      id: patient.id,
      name: `${patient.first_name} ${patient.last_name}`,
      primaryNurse: patient.nurse_name,
    })),
    staff: staff.map((member) => ({
      id: member.id,
      name: `${member.first_name} ${member.last_name}`,
      role: member.role,
    })),
    notes: notes.map((note) => ({
      id: note.id,
      patientId: note.patient_id,
      noteType: note.note_type,
      authorId: note.author_id,
      createdAt: note.created_at,
    })),
    amendments: amendments.map((amendment) => ({
      noteId: amendment.note_id,
      patientId: amendment.patient_id,
      authorId: amendment.author_id,
      amendedAt: amendment.amended_at,
    })),
    ...medicationRecords,
    vitals: vitals.map((reading) => ({
      id: reading.id,
      patientId: reading.patient_id,
      recordedBy: reading.recorded_by,
      recordedAt: reading.recorded_at,
      temperature: numberOrNull(reading.temperature),
      heartRate: reading.heart_rate,
      systolic: reading.blood_pressure_systolic,
      diastolic: reading.blood_pressure_diastolic,
      oxygenSaturation: reading.oxygen_saturation,
      alerts: reading.alerts as VitalAlert[],
    })),
    ...transport,
    ...billing,
  };
}
