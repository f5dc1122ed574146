import { readFileSync } from 'node:fs';

/** CPU seconds (user and system) a process has used so far, read from /proc (Linux); undefined elsewhere. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted from the state field (3rd): index 11 and 12 here.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
