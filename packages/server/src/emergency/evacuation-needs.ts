import type {
  EmergencyListQuery,
  EvacuationNeeds,
  EvacuationNeedsInput,
  EvacuationNeedsList,
} from '@carenest/core';
import type { Selectable, Transaction } from 'kysely';
import type { Database, PatientEvacuationNeedsTable } from '../db/schema.ts';
import type { Actor } from '../shared/actor.ts';
import { pageOf } from '../shared/pagination.ts';
import { isPatientVisibleTo, type VisiblePatient } from '../shared/patient-scope.ts';
import { auditChange, type CommandScope } from '../shared/request-scope.ts';
import { loadUserNames, personOf, type UserNames } from '../shared/user-names.ts';
import type { EmergencyFacility } from './emergency-facility.ts';
import { presentChildIds } from './present-children.ts';

/** A child's evacuation needs row as answered. */
export function presentEvacuationNeeds(
  row: Selectable<PatientEvacuationNeedsTable>,
  names: UserNames,
): EvacuationNeeds {
  return {
    equipment: row.equipment,
    transport: row.transport,
    notes: row.notes,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: personOf(names, row.updated_by),
  };
}

/**
 * Records or replaces a child's equipment and evacuation transport (26 TAC §550.209), who changed it and when
 * from the session and the server's clock. Audited as UPDATE_EVACUATION_NEEDS with the old and new values.
 */
export async function saveEvacuationNeeds(
  scope: CommandScope & { patient: VisiblePatient; input: EvacuationNeedsInput },
): Promise<Selectable<PatientEvacuationNeedsTable>> {
  const { trx, actor, now, patient, input } = scope;
  const previous = await trx
    .selectFrom('patient_evacuation_needs')
    .selectAll()
    .where('patient_id', '=', patient.id)
    .forUpdate()
    .executeTakeFirst();
  const values = {
    equipment: input.equipment,
    transport: input.transport,
    notes: input.notes === undefined || input.notes === '' ? null : input.notes,
    updated_by: actor.userId,
    updated_at: now,
  };
  const saved = await trx
    .insertInto('patient_evacuation_needs')
    .values({ patient_id: patient.id, ...values })
    .onConflict((conflict) => conflict.column('patient_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditChange(scope, {
    action: 'UPDATE_EVACUATION_NEEDS',
    resourceType: 'PATIENT',
    resourceId: patient.id,
    oldValues: previous
      ? { equipment: previous.equipment, transport: previous.transport, notes: previous.notes }
      : null,
    newValues: { equipment: values.equipment, transport: values.transport, notes: values.notes },
  });
  return saved;
}

/**
 * The active children of the facility the actor sees with their evacuation needs (null when not recorded),
 * the ones present now first, then by name: a page of them and how many are present.
 */
export async function loadEvacuationNeedsList(
  trx: Transaction<Database>,
  actor: Actor,
  facility: EmergencyFacility,
  query: EmergencyListQuery,
): Promise<EvacuationNeedsList> {
  const present = await presentChildIds(trx, actor, facility);
  const children = await trx
    .selectFrom('patients')
    .leftJoin('patient_evacuation_needs as needs', 'needs.patient_id', 'patients.id')
    .where(isPatientVisibleTo(actor))
    .where('patients.facility_id', '=', facility.id)
    .where('patients.is_active', '=', true)
    .select([
      'patients.id',
      'patients.first_name',
      'patients.last_name',
      'patients.medical_record_number',
      'needs.patient_id as needs_patient_id',
      'needs.equipment',
      'needs.transport',
      'needs.notes',
      'needs.updated_by',
      'needs.updated_at',
    ])
    .execute();
  const names = await loadUserNames(
    trx,
    children.flatMap((child) => (child.updated_by ? [child.updated_by] : [])),
  );
  const lines = children
    .map((child) => ({
      patientId: child.id,
      patientName: `${child.first_name} ${child.last_name}`,
      medicalRecordNumber: child.medical_record_number,
      isPresent: present.has(child.id),
      needs:
        child.needs_patient_id && child.transport && child.updated_by && child.updated_at
          ? presentEvacuationNeeds(
              {
                patient_id: child.id,
                equipment: child.equipment ?? [],
                transport: child.transport,
                notes: child.notes,
                updated_by: child.updated_by,
                updated_at: child.updated_at,
              },
              names,
            )
          : null,
    }))
    .sort(
      (left, right) =>
        Number(right.isPresent) - Number(left.isPresent) || left.patientName.localeCompare(right.patientName),
    );
  const start = (query.page - 1) * query.pageSize;
  return {
    ...pageOf(lines.slice(start, start + query.pageSize), lines.length, query),
    presentCount: lines.filter((line) => line.isPresent).length,
  };
}
