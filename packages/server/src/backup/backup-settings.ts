import path from 'node:path';

/** The passphrase variable every backup and restore needs (README.md, "Configuration"). */
const PASSPHRASE_VARIABLE = 'BACKUP_PASSPHRASE';
/** The shortest passphrase accepted: the archive holds every record and the keys. */
const MINIMUM_PASSPHRASE_LENGTH = 12;

/** BACKUP_PASSPHRASE, refusing to go on without one (or with a short one). */
export function readBackupPassphrase(environment: NodeJS.ProcessEnv): string {
  const passphrase = environment[PASSPHRASE_VARIABLE];
  if (!passphrase)
    throw new Error(`Set ${PASSPHRASE_VARIABLE}: archives are encrypted with a key derived from it.`);
  if (passphrase.length < MINIMUM_PASSPHRASE_LENGTH)
    throw new Error(`${PASSPHRASE_VARIABLE} must be at least ${MINIMUM_PASSPHRASE_LENGTH} characters long.`);
  return passphrase;
}

/** The scheduled backups (BACKUP_DIR, BACKUP_KEEP): where the archives go and how many are kept. */
export interface ScheduledBackupSettings {
  directory: string;
  keep: number;
  passphrase: string;
  /** The database being backed up: PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL. */
  source: 'pglite' | 'postgresql';
}

/**
 * The scheduled backups' settings when BACKUP_DIR is set, else undefined. Refuses to start with BACKUP_DIR but
 * no usable BACKUP_PASSPHRASE, or a BACKUP_KEEP that is not a whole number from 1.
 */
export function readScheduledBackupSettings(
  environment: NodeJS.ProcessEnv,
): ScheduledBackupSettings | undefined {
  const directory = environment.BACKUP_DIR?.trim();
  if (!directory) return undefined;
  const keep = Number(environment.BACKUP_KEEP ?? 7);
  if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP must be a whole number from 1');
  return {
    directory: path.resolve(directory),
    keep,
    passphrase: readBackupPassphrase(environment),
    source: environment.DATABASE_URL ? 'postgresql' : 'pglite',
  };
}
