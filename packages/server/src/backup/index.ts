// What the rest of the server uses of backups (ARCHITECTURE.md, "Server folders"): the nightly job, its
// services and its settings.
export { readScheduledBackupSettings, type ScheduledBackupSettings } from './backup-settings.ts';
export { BACKUP_JOBS, scheduledBackupJob, type BackupJobServices } from './jobs.ts';
