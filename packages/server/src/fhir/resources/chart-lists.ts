import {
  parseConditionId,
  toFhirAllergyIntolerance,
  toFhirCondition,
  toFhirRelatedPerson,
  type ParsedSearch,
} from '@carenest/core/fhir';
import type { Resource } from '@medplum/fhirtypes';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../shared/actor.ts';
import { isPatientVisibleTo } from '../../shared/patient-scope.ts';
import {
  isOneOfRecords,
  isRecordId,
  matchesTokens,
  pageOf,
  type FhirResourceHandler,
} from '../resource-handler.ts';

/** The children a search may reach: visible, and those its `patient` parameter names. */
function searchedPatients(trx: Transaction<Database>, actor: Actor, search: ParsedSearch) {
  let query = trx.selectFrom('patients').where(isPatientVisibleTo(actor));
  if (search.references.patient)
    query = query.where(isOneOfRecords('patients.id', search.references.patient));
  return query;
}

/** The codes a resource matches by `_id` tokens (all when none were given). */
function idFilter(search: ParsedSearch): (id: string) => boolean {
  const ids = search.tokens._id?.map((token) => token.code);
  return (id) => !ids || ids.includes(id);
}

/** The diagnoses of the given children's charts as Conditions, primary first. */
async function loadConditions(
  trx: Transaction<Database>,
  query: ReturnType<typeof searchedPatients>,
): Promise<Resource[]> {
  const rows = await query
    .select([
      'patients.id',
      'patients.primary_diagnosis',
      'patients.secondary_diagnoses',
      'patients.updated_at',
    ])
    .orderBy('patients.id')
    .execute();
  return rows.flatMap((row) =>
    [row.primary_diagnosis, ...row.secondary_diagnoses.filter((code) => code !== row.primary_diagnosis)].map(
      (code, index) =>
        toFhirCondition({ patientId: row.id, code, isPrimary: index === 0, recordedAt: row.updated_at }),
    ),
  );
}

/** Condition: the diagnoses of the charts the reader may see (ICD-10-CM), as US Core problems. */
export const conditionHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    const named = parseConditionId(id);
    if (!named) return undefined;
    const conditions = await loadConditions(
      trx,
      trx.selectFrom('patients').where(isPatientVisibleTo(actor)).where('patients.id', '=', named.patientId),
    );
    return conditions.find((condition) => condition.id === id);
  },
  async search({ trx, actor }, search) {
    const isWanted = idFilter(search);
    const conditions = (await loadConditions(trx, searchedPatients(trx, actor, search))).filter(
      (condition) =>
        condition.resourceType === 'Condition' &&
        isWanted(condition.id!) &&
        matchesTokens(search.tokens.code, condition.code?.coding ?? []) &&
        matchesTokens(
          search.tokens.category,
          condition.category?.flatMap((category) => category.coding ?? []) ?? [],
        ) &&
        matchesTokens(search.tokens['clinical-status'], condition.clinicalStatus?.coding ?? []),
    );
    return pageOf(conditions, search);
  },
};

/** The allergies of the given children as AllergyIntolerances. */
async function loadAllergies(
  trx: Transaction<Database>,
  query: ReturnType<typeof searchedPatients>,
  allergyId?: string,
) {
  let rows = query
    .innerJoin('patient_allergies', 'patient_allergies.patient_id', 'patients.id')
    .select([
      'patient_allergies.id',
      'patient_allergies.patient_id',
      'patient_allergies.allergen',
      'patient_allergies.reaction',
      'patient_allergies.severity',
      'patient_allergies.notes',
      'patients.updated_at',
    ])
    .orderBy('patient_allergies.patient_id')
    .orderBy('patient_allergies.allergen');
  if (allergyId) rows = rows.where('patient_allergies.id', '=', allergyId);
  return (await rows.execute()).map((row) =>
    toFhirAllergyIntolerance({
      id: row.id,
      patientId: row.patient_id,
      allergen: row.allergen,
      reaction: row.reaction,
      severity: row.severity,
      notes: row.notes,
      updatedAt: row.updated_at,
    }),
  );
}

/** AllergyIntolerance: the allergies on the charts the reader may see. */
export const allergyIntoleranceHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!isRecordId(id)) return undefined;
    const [allergy] = await loadAllergies(
      trx,
      trx.selectFrom('patients').where(isPatientVisibleTo(actor)),
      id,
    );
    return allergy;
  },
  async search({ trx, actor }, search) {
    const isWanted = idFilter(search);
    const allergies = (await loadAllergies(trx, searchedPatients(trx, actor, search))).filter(
      (allergy) =>
        isWanted(allergy.id!) &&
        matchesTokens(search.tokens['clinical-status'], allergy.clinicalStatus?.coding ?? []),
    );
    return pageOf(allergies, search);
  },
};

/** The emergency contacts of the given children as RelatedPersons. */
async function loadContacts(
  trx: Transaction<Database>,
  query: ReturnType<typeof searchedPatients>,
  contactId?: string,
) {
  let rows = query
    .innerJoin('patient_emergency_contacts as contact', 'contact.patient_id', 'patients.id')
    .select([
      'contact.id',
      'contact.patient_id',
      'contact.name',
      'contact.relationship',
      'contact.phone_number',
      'contact.email',
      'contact.is_primary',
    ])
    .orderBy('contact.patient_id')
    .orderBy('contact.position');
  if (contactId) rows = rows.where('contact.id', '=', contactId);
  return (await rows.execute()).map((row) =>
    toFhirRelatedPerson({
      id: row.id,
      patientId: row.patient_id,
      name: row.name,
      relationship: row.relationship,
      phoneNumber: row.phone_number,
      email: row.email,
      isPrimary: row.is_primary,
    }),
  );
}

/** RelatedPerson: the guardians and other emergency contacts on the charts the reader may see. */
export const relatedPersonHandler: FhirResourceHandler = {
  async read({ trx, actor }, id) {
    if (!isRecordId(id)) return undefined;
    const [contact] = await loadContacts(
      trx,
      trx.selectFrom('patients').where(isPatientVisibleTo(actor)),
      id,
    );
    return contact;
  },
  async search({ trx, actor }, search) {
    const isWanted = idFilter(search);
    return pageOf(
      (await loadContacts(trx, searchedPatients(trx, actor, search))).filter((contact) =>
        isWanted(contact.id!),
      ),
      search,
    );
  },
};
