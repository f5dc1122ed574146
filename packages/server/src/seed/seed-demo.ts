import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../auth/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_MFA_ADMINISTRATOR,
  DEMO_PASSWORD,
  DEMO_WITNESS_NURSE,
  demoEmailFor,
} from './demo-accounts.ts';
import { signDemoAgreements } from './seed-compliance.ts';
import { DEMO_PATIENTS } from './demo-patients.ts';
import { seedDemoMedications } from './demo-medications.ts';
import { seedDemoVitalParameters } from './demo-vital-parameters.ts';
import { seedDemoVitalSigns } from './demo-vital-signs.ts';
import { seedDemoClinicalNotes } from './demo-clinical-notes.ts';
import { seedDemoTransport } from './demo-transport.ts';
import { seedDemoDriverTasks } from './demo-driver-tasks.ts';
import { seedDemoFamilyCode } from './demo-family-codes.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoAppointments } from './demo-appointments.ts';
import { seedDemoIncidents } from './demo-incidents.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { seedDemoEodReports } from './demo-eod-reports.ts';
import { DEMO_FACILITIES, seedDemoClosureDays } from './demo-facilities.ts';
import { seedDemoRefusal } from './demo-refusals.ts';
import { seedDemoEmergency } from './demo-emergency.ts';
import { seedDemoStaffing } from './demo-staffing.ts';
import { seedDemoImmunizations } from './demo-infection-control.ts';
import type { SigningKey } from '../clinical-notes/index.ts';
import { insertPatient } from '../patients/index.ts';
import { markDemoInstallation } from '../setup/index.ts';

/** How many of the first facility's patients the demo nurse and the demo therapist look after. */
const DEMO_CASELOAD = { nurse: 6, therapist: 5 } as const;

/**
 * Seeds the demo data into an empty database, marking the install as a demo install, and answers whether it
 * did. A database that holds any facility is never touched, so running it again, or against real data, changes nothing. Clinical notes
 * are signed with the server's `signingKey`, so they verify.
 */
export async function seedDemo(db: Kysely<Database>, signingKey: SigningKey): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE facilities IN EXCLUSIVE MODE`.execute(trx);
    const existing = await trx.selectFrom('facilities').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await markDemoInstallation(trx, new Date());

    const facilities = await trx
      .insertInto('facilities')
      .values(
        DEMO_FACILITIES.map((facility) => ({ ...facility, open_weekdays: [...facility.open_weekdays] })),
      )
      .returning('id')
      .execute();
    const homeFacility = facilities[0]!.id;
    const users = await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: demoEmailFor(account.role),
          first_name: account.firstName,
          last_name: account.lastName,
          role: account.role,
          facility_id: homeFacility,
          password_hash: passwordHash,
          max_patient_load: account.role === 'nurse' ? 8 : account.role === 'therapist' ? 10 : 0,
          specializations:
            account.role === 'nurse'
              ? ['pediatric_nursing', 'respiratory_care', 'medication_management']
              : account.role === 'therapist'
                ? ['physical_therapy', 'occupational_therapy', 'speech_therapy']
                : [],
        })),
      )
      .returning(['id', 'role'])
      .execute();
    const mfaAdministrator = await trx
      .insertInto('users')
      .values({
        email: DEMO_MFA_ADMINISTRATOR.email,
        first_name: DEMO_MFA_ADMINISTRATOR.firstName,
        last_name: DEMO_MFA_ADMINISTRATOR.lastName,
        role: 'administrator',
        facility_id: homeFacility,
        password_hash: passwordHash,
        mfa_enabled: true,
        mfa_secret: DEMO_MFA_ADMINISTRATOR.totpSecret,
      })
      .returning(['id', 'role'])
      .executeTakeFirstOrThrow();
    const witnessNurse = await trx
      .insertInto('users')
      .values({
        email: DEMO_WITNESS_NURSE.email,
        first_name: DEMO_WITNESS_NURSE.firstName,
        last_name: DEMO_WITNESS_NURSE.lastName,
        role: 'nurse',
        facility_id: homeFacility,
        password_hash: passwordHash,
        max_patient_load: 8,
        specializations: ['pediatric_nursing', 'medication_management'],
      })
      .returning(['id', 'role'])
      .executeTakeFirstOrThrow();
    await signDemoAgreements(trx, [...users, mfaAdministrator, witnessNurse], new Date());
    const userOf = (role: string) => users.find((user) => user.role === role)!.id;

    const homePatients: { id: string; requiredTherapies: readonly string[] }[] = [];
    for (const patient of DEMO_PATIENTS) {
      const facilityId = facilities[patient.facility]!.id;
      const id = await insertPatient(trx, facilityId, patient);
      if (patient.isLinkedToDemoParent) {
        await trx
          .insertInto('patient_parents')
          .values({ patient_id: id, parent_id: userOf('parent') })
          .execute();
      }
      if (patient.facility === 0 && patient.isActive)
        homePatients.push({ id, requiredTherapies: patient.requiredTherapies });
    }

    const administrator = userOf('administrator');
    await seedDemoClosureDays(trx, {
      facilityIds: facilities.map((facility) => facility.id),
      administratorId: administrator,
      now: new Date(),
    });
    const nurseCaseload = homePatients.slice(0, DEMO_CASELOAD.nurse);
    const therapistCaseload = homePatients
      .filter((patient) => patient.requiredTherapies.length > 0)
      .slice(0, DEMO_CASELOAD.therapist);
    await trx
      .insertInto('staff_assignments')
      .values([
        ...nurseCaseload.map((patient) => ({
          patient_id: patient.id,
          staff_id: userOf('nurse'),
          staff_role: 'nurse' as const,
          assignment_type: 'primary_nurse' as const,
          assigned_by: administrator,
        })),
        ...therapistCaseload.map((patient) => ({
          patient_id: patient.id,
          staff_id: userOf('therapist'),
          staff_role: 'therapist' as const,
          assignment_type: 'therapy' as const,
          therapy_types: [...patient.requiredTherapies],
          assigned_by: administrator,
        })),
      ])
      .execute();
    await trx
      .updateTable('users')
      .set({ current_patient_count: nurseCaseload.length })
      .where('id', '=', userOf('nurse'))
      .execute();
    await trx
      .updateTable('users')
      .set({ current_patient_count: therapistCaseload.length })
      .where('id', '=', userOf('therapist'))
      .execute();
    await seedDemoMedications(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      nurseId: userOf('nurse'),
      witnessId: witnessNurse.id,
      now: new Date(),
    });
    const orders = await seedDemoVitalParameters(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      nurseId: userOf('nurse'),
      now: new Date(),
    });
    await seedDemoVitalSigns(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      nurseId: userOf('nurse'),
      now: new Date(),
      orders,
    });
    await seedDemoTransport(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      users: {
        driver: userOf('driver'),
        nurse: userOf('nurse'),
        administrator: userOf('administrator'),
        parent: userOf('parent'),
      },
      now: new Date(),
    });
    const parentsChild = await trx
      .selectFrom('patient_parents')
      .select('patient_id')
      .where('parent_id', '=', userOf('parent'))
      .executeTakeFirstOrThrow();
    await seedDemoDriverTasks(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      driverId: userOf('driver'),
      administratorId: userOf('administrator'),
      childId: parentsChild.patient_id,
      now: new Date(),
    });
    await seedDemoFamilyCode(trx, {
      facilityId: homeFacility,
      administratorId: userOf('administrator'),
      now: new Date(),
    });
    await seedDemoMessages(trx, {
      facilityId: homeFacility,
      parentId: userOf('parent'),
      nurseId: userOf('nurse'),
      now: new Date(),
    });
    await seedDemoBilling(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      administratorId: administrator,
      now: new Date(),
    });
    await seedDemoAppointments(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      parentId: userOf('parent'),
      nurseId: userOf('nurse'),
      now: new Date(),
    });
    await seedDemoIncidents(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      nurseId: userOf('nurse'),
      administratorId: userOf('administrator'),
      parentsChildId: parentsChild.patient_id,
      nursesChildId: nurseCaseload.find((patient) => patient.id !== parentsChild.patient_id)!.id,
      now: new Date(),
    });
    await seedDemoClinicalNotes(trx, signingKey, {
      facilityId: homeFacility,
      nurseId: userOf('nurse'),
      therapistId: userOf('therapist'),
      nursePatientIds: nurseCaseload.map((patient) => patient.id),
      therapistPatientIds: therapistCaseload.map((patient) => patient.id),
      now: new Date(),
    });
    await seedDemoEodReports(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      signingKey,
      now: new Date(),
    });
    await seedDemoStaffing(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      staff: {
        nurse: userOf('nurse'),
        witnessNurse: witnessNurse.id,
        therapist: userOf('therapist'),
        driver: userOf('driver'),
        administrator,
      },
      now: new Date(),
    });
    await seedDemoRefusal(trx, {
      facilityId: homeFacility,
      nurseId: userOf('nurse'),
      childId: homePatients[DEMO_CASELOAD.nurse]!.id,
    });
    await seedDemoEmergency(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      administratorId: administrator,
      nurseId: userOf('nurse'),
      now: new Date(),
    });
    await seedDemoImmunizations(trx, {
      facilityId: homeFacility,
      timeZone: DEMO_FACILITIES[0].timezone,
      nurseId: userOf('nurse'),
      now: new Date(),
    });
    return true;
  });
}
