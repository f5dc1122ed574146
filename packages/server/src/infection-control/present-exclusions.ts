import type { IllnessExclusion } from '@carenest/core';
import type { Selectable, Transaction } from 'kysely';
import type { Database, IllnessExclusionsTable } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';

type ExclusionRow = Selectable<IllnessExclusionsTable>;

/** The rows' exclusions as answered, with the names of the children, staff and recorders they name. */
export async function presentExclusions(
  trx: Transaction<Database>,
  rows: readonly ExclusionRow[],
): Promise<IllnessExclusion[]> {
  const patientIds = rows.flatMap((row) => (row.patient_id ? [row.patient_id] : []));
  const children = new Map(
    patientIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('patients')
            .select(['id', 'first_name', 'last_name'])
            .where('id', 'in', patientIds)
            .execute()
        ).map((row) => [row.id, `${row.first_name} ${row.last_name}`]),
  );
  const names = await loadUserNames(
    trx,
    rows.flatMap((row) => [row.recorded_by, row.staff_id, row.cleared_by].filter((id) => id !== null)),
  );
  return rows.map((row) => ({
    id: row.id,
    person: row.patient_id
      ? { kind: 'child', id: row.patient_id, name: children.get(row.patient_id) ?? 'Unknown child' }
      : { kind: 'staff', ...personOf(names, row.staff_id!) },
    symptoms: row.symptoms,
    isolatedAt: row.isolated_at.toISOString(),
    parentsNotifiedAt: row.parents_notified_at?.toISOString() ?? null,
    sentHomeAt: row.sent_home_at?.toISOString() ?? null,
    recordedBy: personOf(names, row.recorded_by),
    recordedAt: row.recorded_at.toISOString(),
    clearance:
      row.cleared_at && row.cleared_by && row.statement_date
        ? {
            statementDate: row.statement_date,
            documentId: row.clearance_document_id,
            clearedBy: personOf(names, row.cleared_by),
            clearedAt: row.cleared_at.toISOString(),
          }
        : null,
  }));
}
