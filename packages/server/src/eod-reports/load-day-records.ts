import { facilityDayBounds, type EodDayRecords, type VitalAlert } from '@carenest/core';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadDayIncidents } from '../incidents/index.ts';
import { loadBilling } from './load-day-billing.ts';
import { loadMedicationRecords } from './load-day-medications.ts';
import { loadTransport } from './load-day-transport.ts';
import { loadDayStaffing } from './load-day-staffing.ts';

/** The facility a report is for, as locked for its generation. */
export interface ReportFacility {
  id: string;
  name: string;
  timeZone: string;
}

/** A numeric column read as text, as a number (or null). */
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * Everything a facility's day holds, up to `asOf`, in a fixed number of queries whatever the number of children
 * (ARCHITECTURE.md, "End-of-day reports"): the children with their primary nurse, notes and amendments,
 * medications and administrations, readings, routes, handoffs, attendance, claims and payments, the incident
 * reports, and the names of everyone the records name.
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
  const incidents = await loadDayIncidents(trx, facility.id, window);

  const staffing = await loadDayStaffing(trx, facility, date, { start: day.start, end: asOf });
  const staffIds = new Set<string>([
    ...notes.map((note) => note.author_id),
    ...amendments.map((amendment) => amendment.author_id),
    ...medicationRecords.administrations.map((record) => record.administeredBy),
    ...vitals.map((reading) => reading.recorded_by),
    ...transport.routes.map((route) => route.driverId),
    ...transport.handoffs.map((handoff) => handoff.recordedBy),
    ...transport.attendance.map((event) => event.recordedBy),
    ...staffing.shifts.map((shift) => shift.staffId),
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
    ...staffing,
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
    incidents,
  };
}
