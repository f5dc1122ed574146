// What the rest of the server uses of backups (ARCHITECTURE.md, "Server folders"): the nightly job and its settings.
export { readScheduledBackupSettings, type ScheduledBackupSettings } from './backup-settings.ts';
export { scheduledBackupJob } from './jobs.ts';
