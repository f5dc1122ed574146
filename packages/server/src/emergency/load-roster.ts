import {
  EVACUATION_EQUIPMENT_LABELS,
  EVACUATION_TRANSPORT_LABELS,
  MEDICATION_ROUTE_LABELS,
  facilityDayBounds,
} from '@carenest/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { dosesOfDay, loadRecordedDoses, loadScheduleVersions } from '../medications/index.ts';
import { loadHomeDoses } from '../morning-handoffs/index.ts';
import type { PatientPhotoRow } from '../patient-photos/index.ts';
import type { Actor } from '../shared/actor.ts';
import { isPatientVisibleTo } from '../shared/patient-scope.ts';
import type { EmergencyFacility } from './emergency-facility.ts';
import { presentChildIds } from './present-children.ts';

/** How far ahead the roster lists the doses due: what the child needs in the first hours away. */
export const ROSTER_DOSE_HOURS = 4;

/** One child of the evacuation roster, as the PDF prints them. */
export interface RosterChild {
  patientId: string;
  name: string;
  medicalRecordNumber: string;
  dateOfBirth: string;
  /** The current photo's row, read from the blob store once the transaction has ended. */
  photo: PatientPhotoRow | null;
  equipment: string[];
  /** The evacuation transport in words, null when the child's needs are not recorded. */
  transport: string | null;
  needsNotes: string | null;
  /** "08:00 Levetiracetam 250 mg, Oral (late)". */
  dosesDue: string[];
  allergies: string[];
  guardians: { name: string; relationship: string; phone: string }[];
}

/** The day's doses of the children's medications due now, late, or within ROSTER_DOSE_HOURS. */
async function loadDosesDue(
  trx: Transaction<Database>,
  patientIds: readonly string[],
  facility: EmergencyFacility,
  now: Date,
): Promise<Map<string, string[]>> {
  const byChild = new Map<string, string[]>();
  if (patientIds.length === 0) return byChild;
  const medications = await trx
    .selectFrom('medications')
    .selectAll()
    .where('patient_id', 'in', patientIds)
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  const ids = medications.map((medication) => medication.id);
  const bounds = facilityDayBounds(facility.today, facility.timeZone);
  const recorded = await loadRecordedDoses(trx, ids, bounds);
  const givenAtHome = await loadHomeDoses(trx, ids, bounds);
  const versions = await loadScheduleVersions(trx, ids);
  const horizon = now.getTime() + ROSTER_DOSE_HOURS * 3_600_000;
  for (const medication of medications) {
    const doses = dosesOfDay({
      medication,
      day: facility.today,
      timeZone: facility.timeZone,
      recorded: recorded.get(medication.id) ?? [],
      now,
      givenAtHome: givenAtHome.get(medication.id),
      versions: versions.get(medication.id),
    }).filter(
      (dose) =>
        (dose.status === 'due' || dose.status === 'late' || dose.status === 'upcoming') &&
        dose.scheduledAt.getTime() <= horizon,
    );
    const lines = doses.map(
      (dose) =>
        `${dose.time} ${medication.name} ${medication.dosage}, ${MEDICATION_ROUTE_LABELS[medication.route]}` +
        (dose.status === 'late' ? ' (late)' : ''),
    );
    byChild.set(medication.patient_id, [...(byChild.get(medication.patient_id) ?? []), ...lines]);
  }
  return byChild;
}

/**
 * The evacuation roster (26 TAC §550.209): each child present now whom the actor sees, by name, with their
 * photo, equipment and transport, the doses due in the next hours, allergies and guardians' phones, in a
 * fixed number of queries however many children.
 */
export async function loadEvacuationRoster(
  trx: Transaction<Database>,
  actor: Actor,
  facility: EmergencyFacility,
  now: Date,
): Promise<RosterChild[]> {
  const present = [...(await presentChildIds(trx, actor, facility))];
  if (present.length === 0) return [];
  const children = await trx
    .selectFrom('patients')
    .leftJoin('patient_evacuation_needs as needs', 'needs.patient_id', 'patients.id')
    .where('patients.id', 'in', present)
    .where(isPatientVisibleTo(actor))
    .select([
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      'patients.medical_record_number',
      'patients.date_of_birth',
      'needs.equipment',
      'needs.transport',
      'needs.notes',
    ])
    .orderBy('patients.last_name')
    .orderBy('patients.first_name')
    .execute();
  const photos = await trx
    .selectFrom('patient_photos')
    .selectAll()
    .where('patient_id', 'in', present)
    .where('status', '=', 'current')
    .execute();
  const allergies = await trx
    .selectFrom('patient_allergies')
    .select(['patient_id', 'allergen', 'reaction', 'severity'])
    .where('patient_id', 'in', present)
    .orderBy('allergen')
    .execute();
  const contacts = await trx
    .selectFrom('patient_emergency_contacts')
    .select(['patient_id', 'name', 'relationship', 'phone_number'])
    .where('patient_id', 'in', present)
    .orderBy('position')
    .execute();
  const dosesDue = await loadDosesDue(trx, present, facility, now);
  return children.map((child) => ({
    patientId: child.id,
    name: `${child.first_name} ${child.last_name}`,
    medicalRecordNumber: child.medical_record_number,
    dateOfBirth: child.date_of_birth,
    photo: photos.find((photo) => photo.patient_id === child.id) ?? null,
    equipment: (child.equipment ?? []).map((item) => EVACUATION_EQUIPMENT_LABELS[item]),
    transport: child.transport ? EVACUATION_TRANSPORT_LABELS[child.transport] : null,
    needsNotes: child.notes,
    dosesDue: dosesDue.get(child.id) ?? [],
    allergies: allergies
      .filter((allergy) => allergy.patient_id === child.id)
      .map((allergy) => `${allergy.allergen} (${allergy.severity}): ${allergy.reaction}`),
    guardians: contacts
      .filter((contact) => contact.patient_id === child.id)
      .map((contact) => ({
        name: contact.name,
        relationship: contact.relationship,
        phone: contact.phone_number,
      })),
  }));
}
