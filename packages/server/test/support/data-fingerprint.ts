import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/**
 * What a rejected request must leave as it was, one SQL figure per line: row counts of the records users
 * write, the newest updated_at of the editable ones, and the marks a write sets (revoked, read, resolved,
 * amended, active). Audit rows, security events and sessions opened are left out on purpose: a refusal
 * writes those by design. The constant SQL texts contain no input.
 */
const FIGURES: readonly (readonly [string, string])[] = [
  ['patients', 'SELECT count(*)::text FROM patients'],
  ['patients updated', 'SELECT max(updated_at)::text FROM patients'],
  ['active patients', 'SELECT count(*)::text FROM patients WHERE is_active'],
  ['patient allergies', 'SELECT count(*)::text FROM patient_allergies'],
  ['users', 'SELECT count(*)::text FROM users'],
  ['users updated', 'SELECT max(updated_at)::text FROM users'],
  ['revoked sessions', 'SELECT count(*)::text FROM sessions WHERE revoked_at IS NOT NULL'],
  ['staff assignments', 'SELECT count(*)::text FROM staff_assignments'],
  ['active staff assignments', 'SELECT count(*)::text FROM staff_assignments WHERE is_active'],
  ['emergency access grants', 'SELECT count(*)::text FROM emergency_access_grants'],
  ['medications', 'SELECT count(*)::text FROM medications'],
  ['medications updated', 'SELECT max(updated_at)::text FROM medications'],
  ['medication administrations', 'SELECT count(*)::text FROM medication_administrations'],
  ['clinical notes', 'SELECT count(*)::text FROM clinical_notes'],
  ['clinical note current versions', 'SELECT sum(current_version)::text FROM clinical_notes'],
  ['amended clinical notes', 'SELECT count(*)::text FROM clinical_notes WHERE is_amended'],
  ['clinical note versions', 'SELECT count(*)::text FROM clinical_note_versions'],
  ['clinical note amendments', 'SELECT count(*)::text FROM clinical_note_amendments'],
  ['vital signs', 'SELECT count(*)::text FROM vital_signs'],
  ['notifications', 'SELECT count(*)::text FROM notifications'],
  ['read notifications', 'SELECT count(*)::text FROM notifications WHERE read_at IS NOT NULL'],
  ['patient documents', 'SELECT count(*)::text FROM patient_documents'],
  ['document accesses', 'SELECT count(*)::text FROM document_access_log'],
  ['resolved security events', 'SELECT count(*)::text FROM security_events WHERE resolved'],
  ['resolved system alerts', 'SELECT count(*)::text FROM system_alerts WHERE resolved'],
];

/** The figures of the data a rejected write must not change, by name (equal fingerprints: nothing changed). */
export async function dataFingerprint(db: Kysely<Database>): Promise<Record<string, string | null>> {
  const columns = FIGURES.map(([name, query]) => `(${query}) AS "${name}"`).join(', ');
  const result = await sql<Record<string, string | null>>`SELECT ${sql.raw(columns)}`.execute(db);
  return result.rows[0]!;
}
