import { createClamdScanner } from './clamd-scanner.ts';
import { createEicarScanner } from './eicar-scanner.ts';

/** A scanner's verdict on one file. */
export type ScanVerdict = { isInfected: false } | { isInfected: true; signature: string };

/** Something that reads a file's plaintext once and says whether it carries malware. */
export interface VirusScanner {
  /** Name shown in logs: "clamd" or "built-in". */
  readonly name: string;
  /** Reads the content to the end (or to the first finding); throws when the scanner cannot answer. */
  scan(content: AsyncIterable<Uint8Array>): Promise<ScanVerdict>;
}

/**
 * The ClamAV daemon when CLAMD_SOCKET is set (a unix socket path or host:port), otherwise the built-in
 * scanner that finds the EICAR test string (README.md, "Configuration").
 */
export function createVirusScanner(clamdSocket: string | undefined): VirusScanner {
  return clamdSocket ? createClamdScanner(clamdSocket) : createEicarScanner();
}
