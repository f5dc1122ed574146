import type { ScheduledBackupSettings } from '../backup/index.ts';
import type { ClearinghouseClient } from '../clearinghouse/index.ts';
import type { DocumentStorage } from '../documents/index.ts';
import type { SendMail } from '../lib/mailer.ts';
import type { Secrets } from '../secrets.ts';

/** The process's services a job may need, built once in main (or a test) and handed to the runner. */
export interface JobServices {
  secrets: Secrets;
  documents: DocumentStorage;
  sendMail?: SendMail;
  /** Where claims go and remittances come from (the local sandbox unless configured). */
  clearinghouse?: ClearinghouseClient;
  /** Where the nightly backup writes and how many it keeps (BACKUP_DIR); no scheduled backups without it. */
  backup?: ScheduledBackupSettings;
  /** The clock of clock-driven jobs (the end-of-day scheduler's cutoff); the real time unless a test sets it. */
  clock?: () => Date;
}
