import type { MedicationAdministration } from '@medplum/fhirtypes';
import { PROFILES } from './systems.ts';

/** One entry of the eMAR: a dose given, held or refused (a correction is an entry that amends another). */
export interface AdministrationRecord {
  id: string;
  patientId: string;
  medicationId: string;
  medicationName: string;
  outcome: 'given' | 'held' | 'refused';
  dosageGiven: string | null;
  administeredAt: Date;
  administeredBy: { id: string; name: string };
  reason: string | null;
  notes: string | null;
  amendsId: string | null;
  amendmentReason: string | null;
  /** Whether a later entry corrects this one. */
  isAmended: boolean;
}

/**
 * The dose given, as written ("2.5 mL"): a dosage with its quantity when it starts with a number (R4's mad-1 asks
 * for a dose or a rate), else nothing (the text is kept in a note).
 */
function dosageOf(written: string | null): Pick<MedicationAdministration, 'dosage'> {
  const match = written ? /^(\d+(?:\.\d+)?)\s*(\S.*)?$/.exec(written.trim()) : null;
  if (!written || !match?.[1]) return {};
  return {
    dosage: { text: written, dose: { value: Number(match[1]), ...(match[2] ? { unit: match[2] } : {}) } },
  };
}

/**
 * An eMAR entry as a base R4 MedicationAdministration: completed when given, not-done with the reason when held or
 * refused, entered-in-error once a later entry corrects it (that entry notes what it corrects); the order it
 * follows, who gave it and when.
 */
export function toFhirMedicationAdministration(record: AdministrationRecord): MedicationAdministration {
  const status = record.isAmended
    ? 'entered-in-error'
    : record.outcome === 'given'
      ? 'completed'
      : 'not-done';
  const hasDose = dosageOf(record.dosageGiven).dosage !== undefined;
  const notes = [
    record.dosageGiven && !hasDose ? `Dose given: ${record.dosageGiven}` : null,
    record.notes,
    record.amendsId
      ? `Corrects MedicationAdministration/${record.amendsId}: ${record.amendmentReason ?? ''}`
      : null,
  ].filter((note): note is string => Boolean(note));
  return {
    resourceType: 'MedicationAdministration',
    id: record.id,
    meta: { profile: [PROFILES.medicationAdministration], lastUpdated: record.administeredAt.toISOString() },
    status,
    ...(record.outcome !== 'given'
      ? { statusReason: [{ text: record.reason ? `${record.outcome}: ${record.reason}` : record.outcome }] }
      : {}),
    medicationCodeableConcept: { text: record.medicationName },
    subject: { reference: `Patient/${record.patientId}` },
    effectiveDateTime: record.administeredAt.toISOString(),
    performer: [
      {
        actor: { reference: `Practitioner/${record.administeredBy.id}`, display: record.administeredBy.name },
      },
    ],
    request: { reference: `MedicationRequest/${record.medicationId}` },
    ...dosageOf(record.dosageGiven),
    ...(notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {}),
  };
}
