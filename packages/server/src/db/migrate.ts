import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { JobDefinition } from '../jobs/define-job.ts';
import { prepareJobQueues } from '../jobs/prepare-jobs.ts';
import type { Database } from './schema.ts';
import * as foundation from './migrations/001-foundation.ts';
import * as identity from './migrations/002-identity.ts';
import * as care from './migrations/003-care.ts';
import * as emar from './migrations/004-emar.ts';
import * as clinicalNotes from './migrations/005-clinical-notes.ts';
import * as vitalSigns from './migrations/006-vital-signs.ts';
import * as documents from './migrations/007-documents.ts';
import * as auditSequencer from './migrations/008-audit-sequencer.ts';
import * as liveEvents from './migrations/009-live-events.ts';
import * as jobKeys from './migrations/010-job-keys.ts';
import * as vitalParameters from './migrations/011-vital-parameters.ts';
import * as transport from './migrations/012-transport.ts';
import * as transportAttendant from './migrations/013-transport-attendant.ts';
import * as driverTasks from './migrations/014-driver-tasks.ts';
import * as familyCodes from './migrations/015-family-codes.ts';
import * as secureMessages from './migrations/016-secure-messages.ts';
import * as morningHandoffs from './migrations/017-morning-handoffs.ts';
import * as notificationPreferences from './migrations/018-notification-preferences.ts';
import * as appointments from './migrations/019-appointments.ts';
import * as messageAttachments from './migrations/020-message-attachments.ts';
import * as billing from './migrations/021-billing.ts';
import * as remittances from './migrations/022-remittances.ts';
import * as eligibilityChecks from './migrations/023-eligibility-checks.ts';
import * as priorAuthorizations from './migrations/024-prior-authorizations.ts';
import * as eodReports from './migrations/025-eod-reports.ts';
import * as patientListCounts from './migrations/026-patient-list-counts.ts';
import * as auditLogCounts from './migrations/027-audit-log-counts.ts';
import * as auditWithoutForeignKeys from './migrations/028-audit-without-foreign-keys.ts';
import * as sessionChanges from './migrations/029-session-changes.ts';
import * as facilitySettings from './migrations/030-facility-settings.ts';
import * as unauthorizedAccessEvents from './migrations/031-unauthorized-access-events.ts';
import * as patientSex from './migrations/032-patient-sex.ts';
import * as fhirAccess from './migrations/033-fhir-access.ts';
import * as vitalBoundsByAge from './migrations/034-vital-bounds-by-age.ts';
import * as medicationOrders from './migrations/035-medication-orders.ts';
import * as installation from './migrations/036-installation.ts';
import * as hardening from './migrations/037-hardening.ts';
import * as closureDayNameOptional from './migrations/038-closure-day-name-optional.ts';
import * as patientPhotos from './migrations/039-patient-photos.ts';
import * as sharedCareNotes from './migrations/040-shared-care-notes.ts';
import * as appointmentOutcomes from './migrations/041-appointment-outcomes.ts';
import * as staffing from './migrations/042-staffing.ts';
import * as incidents from './migrations/043-incidents.ts';
import * as emergencyPreparedness from './migrations/044-emergency-preparedness.ts';
import * as infectionControl from './migrations/045-infection-control.ts';

/** Every migration, in order. Numbered names keep their order stable. */
const MIGRATIONS: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-identity': identity,
  '003-care': care,
  '004-emar': emar,
  '005-clinical-notes': clinicalNotes,
  '006-vital-signs': vitalSigns,
  '007-documents': documents,
  '008-audit-sequencer': auditSequencer,
  '009-live-events': liveEvents,
  '010-job-keys': jobKeys,
  '011-vital-parameters': vitalParameters,
  '012-transport': transport,
  '013-transport-attendant': transportAttendant,
  '014-driver-tasks': driverTasks,
  '015-family-codes': familyCodes,
  '016-secure-messages': secureMessages,
  '017-morning-handoffs': morningHandoffs,
  '018-notification-preferences': notificationPreferences,
  '019-appointments': appointments,
  '020-message-attachments': messageAttachments,
  '021-billing': billing,
  '022-remittances': remittances,
  '023-eligibility-checks': eligibilityChecks,
  '024-prior-authorizations': priorAuthorizations,
  '025-eod-reports': eodReports,
  '026-patient-list-counts': patientListCounts,
  '027-audit-log-counts': auditLogCounts,
  '028-audit-without-foreign-keys': auditWithoutForeignKeys,
  '029-session-changes': sessionChanges,
  '030-facility-settings': facilitySettings,
  '031-unauthorized-access-events': unauthorizedAccessEvents,
  '032-patient-sex': patientSex,
  '033-fhir-access': fhirAccess,
  '034-vital-bounds-by-age': vitalBoundsByAge,
  '035-medication-orders': medicationOrders,
  '036-installation': installation,
  '037-hardening': hardening,
  '038-closure-day-name-optional': closureDayNameOptional,
  '039-patient-photos': patientPhotos,
  '040-shared-care-notes': sharedCareNotes,
  '041-appointment-outcomes': appointmentOutcomes,
  '042-staffing': staffing,
  '043-incidents': incidents,
  '044-emergency-preparedness': emergencyPreparedness,
  '045-infection-control': infectionControl,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * Applies every pending migration, then installs the job queues (pg-boss's tables and a queue per job given:
 * the process's `JOBS` of `background-jobs.ts`); throws with the failing migration's error.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  jobs: readonly JobDefinition<unknown, never>[],
): Promise<void> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await prepareJobQueues(db, jobs);
}

/** The name of every migration, oldest first: the schema versions a backup can record. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/**
 * Applies the pending migrations up to and including `lastMigration`, and no job queues: a database at an
 * earlier schema version, as a previous release left it (tests of upgrades and of restoring older backups).
 */
export async function migrateUpTo(db: Kysely<Database>, lastMigration: string): Promise<void> {
  if (!(lastMigration in MIGRATIONS)) throw new Error(`No migration is named ${lastMigration}`);
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider });
  const { error } = await migrator.migrateTo(lastMigration);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
