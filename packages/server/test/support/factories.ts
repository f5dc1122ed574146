import { randomUUID } from 'node:crypto';
import type { Role } from '@carenest/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/auth/password.ts';
import { createSessionToken, hashSessionToken } from '../../src/auth/session-token.ts';
import type { Database } from '../../src/db/schema.ts';
import { insertPatient, type PatientRecord } from '../../src/patients/patient-records.ts';
import { sampleSignatureDataUrl } from '../../src/hipaa/signature-image.ts';

/** The password of every user the factories make. */
export const TEST_PASSWORD = 'Test!Pass9';
const passwordHash = hashPassword(TEST_PASSWORD);

/** Creates a facility with a unique name. */
export async function createFacility(db: Kysely<Database>, timezone = 'America/New_York'): Promise<string> {
  const { id } = await db
    .insertInto('facilities')
    .values({ name: `Facility ${randomUUID().slice(0, 8)}`, timezone })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A created user: id, email and role. */
export interface TestUser {
  id: string;
  email: string;
  role: Role;
}

/** Creates a user of `role` in a facility, with TEST_PASSWORD. */
export async function createUser(
  db: Kysely<Database>,
  role: Role,
  facilityId: string | null,
  overrides: {
    isActive?: boolean;
    status?: 'active' | 'pending';
    firstName?: string;
    hasSignedHipaa?: boolean;
  } = {},
): Promise<TestUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.example`;
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      first_name: overrides.firstName ?? 'Test',
      last_name: role,
      role,
      facility_id: facilityId,
      password_hash: await passwordHash,
      is_active: overrides.isActive ?? true,
      status: overrides.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (overrides.hasSignedHipaa ?? true) await signHipaaAgreement(db, id, role);
  return { id, email, role };
}

/** Records a valid HIPAA agreement for a user (every factory user has one unless told otherwise). */
export async function signHipaaAgreement(
  db: Kysely<Database>,
  userId: string,
  role: Role,
  expiresAt?: Date,
): Promise<void> {
  await db
    .insertInto('hipaa_records')
    .values({
      user_id: userId,
      user_role: role,
      document_version: '2024.1',
      signed_at: new Date(),
      ip_address: '127.0.0.1',
      user_agent: 'test',
      digital_signature: sampleSignatureDataUrl(),
      expires_at: expiresAt ?? new Date(Date.now() + 365 * 86_400_000),
    })
    .execute();
}

/** Creates a patient in a facility; the fields default to a plausible child. */
export async function createPatient(
  db: Kysely<Database>,
  facilityId: string,
  overrides: Partial<PatientRecord> = {},
): Promise<string> {
  return db.transaction().execute((trx) =>
    insertPatient(trx, facilityId, {
      firstName: 'Ava',
      lastName: `Test${randomUUID().slice(0, 6)}`,
      dateOfBirth: '2018-05-04',
      medicalRecordNumber: `MRN-${randomUUID().slice(0, 8)}`,
      primaryDiagnosis: 'G80.1',
      secondaryDiagnoses: [],
      requiredTherapies: ['physical'],
      careComplexity: 'medium',
      isActive: true,
      allergies: [],
      emergencyContacts: [],
      physicians: [],
      insurance: null,
      ...overrides,
    }),
  );
}

/** Links a parent account to a child. */
export async function linkParent(db: Kysely<Database>, patientId: string, parentId: string): Promise<void> {
  await db.insertInto('patient_parents').values({ patient_id: patientId, parent_id: parentId }).execute();
}

/** Assigns a nurse or therapist to a patient. */
export async function assignStaff(
  db: Kysely<Database>,
  patientId: string,
  staff: TestUser,
  assignedBy: string,
): Promise<void> {
  await db
    .insertInto('staff_assignments')
    .values({
      patient_id: patientId,
      staff_id: staff.id,
      staff_role: staff.role === 'therapist' ? 'therapist' : 'nurse',
      assignment_type: staff.role === 'therapist' ? 'therapy' : 'primary_nurse',
      assigned_by: assignedBy,
    })
    .execute();
}

/** Opens a session for a user straight in the database (no password check) and answers its Cookie header. */
export async function createSessionCookie(db: Kysely<Database>, userId: string): Promise<string> {
  const token = createSessionToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashSessionToken(token),
      user_id: userId,
      ip_address: '127.0.0.1',
      user_agent: 'test',
      last_seen_at: new Date(),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return `carenest_session=${token}`;
}

/** Puts a child on a run of today's service (UTC day) driven by `driverId`, which opens the child to the driver. */
export async function putOnTodaysRoute(
  db: Kysely<Database>,
  driverId: string,
  patientId: string,
): Promise<string> {
  const patient = await db
    .selectFrom('patients')
    .select('facility_id')
    .where('id', '=', patientId)
    .executeTakeFirstOrThrow();
  const day = new Date().toISOString().slice(0, 10);
  const route = await db
    .insertInto('transport_routes')
    .values({
      facility_id: patient.facility_id,
      name: 'Morning run',
      direction: 'to_facility',
      service_date: day,
      driver_id: driverId,
      vehicle: 'Van 1',
      scheduled_departure: `${day}T12:00:00Z`,
      scheduled_arrival: `${day}T13:00:00Z`,
      created_by: driverId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transport_route_stops')
    .values({ route_id: route.id, patient_id: patientId, position: 1, address: '1 Test St' })
    .execute();
  return route.id;
}
