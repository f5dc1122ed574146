import type { AdministrationEntry, AdministrationHistory } from '@carenest/core';
import { sql, type Selectable } from 'kysely';
import type { MedicationAdministrationsTable } from '../db/schema.ts';
import { personOf as person, type UserNames } from '../shared/user-names.ts';

/** A medication_administrations row as the eMAR reads it: without the signature image, with whether it has one. */
export type AdministrationRow = Omit<Selectable<MedicationAdministrationsTable>, 'digital_signature'> & {
  is_signed: boolean;
};

/** Whether the row carries a drawn signature, read without moving the image itself. */
const isSigned = sql<boolean>`digital_signature IS NOT NULL`.as('is_signed');

/**
 * The columns the eMAR reads of an administration (for select and returning): all but the signature image,
 * which stays in the database, plus `is_signed`.
 */
export const ADMINISTRATION_COLUMNS = [
  'id',
  'patient_id',
  'medication_id',
  'administered_by',
  'outcome',
  'dosage_given',
  'administration_time',
  'scheduled_for',
  'reason',
  'notes',
  'witnessed',
  'witness_id',
  'medication_version',
  'amends_id',
  'amendment_reason',
  'recorded_at',
  'recorded_by',
  isSigned,
] as const;

/** The user ids an administration row names: who gave the dose, who witnessed it and who wrote the row. */
export function userIdsOf(row: AdministrationRow): string[] {
  return [row.administered_by, row.recorded_by, row.witness_id].filter((id): id is string => id !== null);
}

/**
 * An administration as the chart lists it: the original's identity, signature mark and recording time,
 * with the values of its latest amendment when it has one.
 */
export function presentAdministrationEntry(
  original: AdministrationRow,
  latestAmendment: AdministrationRow | undefined,
  names: UserNames,
): AdministrationEntry {
  const current = latestAmendment ?? original;
  return {
    id: original.id,
    medicationId: original.medication_id,
    outcome: current.outcome,
    dosageGiven: current.dosage_given,
    administrationTime: current.administration_time.toISOString(),
    scheduledFor: original.scheduled_for?.toISOString() ?? null,
    reason: current.reason,
    notes: current.notes,
    administeredBy: person(names, original.administered_by),
    witness: original.witness_id ? person(names, original.witness_id) : null,
    recordedAt: original.recorded_at.toISOString(),
    isSigned: original.is_signed,
    isAmended: latestAmendment !== undefined,
    amendment: latestAmendment
      ? {
          id: latestAmendment.id,
          reason: latestAmendment.amendment_reason ?? '',
          amendedBy: person(names, latestAmendment.recorded_by ?? latestAmendment.administered_by),
          amendedAt: latestAmendment.recorded_at.toISOString(),
        }
      : null,
  };
}

/** One stored row, unchanged: the original or an amendment. */
function presentVersion(row: AdministrationRow, names: UserNames): AdministrationHistory['original'] {
  return {
    id: row.id,
    outcome: row.outcome,
    dosageGiven: row.dosage_given,
    administrationTime: row.administration_time.toISOString(),
    scheduledFor: row.scheduled_for?.toISOString() ?? null,
    reason: row.reason,
    notes: row.notes,
    administeredBy: person(names, row.administered_by),
    recordedBy: person(names, row.recorded_by ?? row.administered_by),
    recordedAt: row.recorded_at.toISOString(),
    isSigned: row.is_signed,
    amendmentReason: row.amendment_reason,
  };
}

/** The original record and its amendments (oldest first), each as stored. */
export function presentAdministrationHistory(
  original: AdministrationRow,
  amendments: readonly AdministrationRow[],
  names: UserNames,
): AdministrationHistory {
  return {
    original: presentVersion(original, names),
    amendments: amendments.map((amendment) => presentVersion(amendment, names)),
  };
}
