import type { VirusScanner } from './virus-scanner.ts';

/** The EICAR anti-virus test string (68 bytes), which every scanner reports as a virus. */
export const EICAR_TEST_STRING = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** The name the built-in scanner gives the finding (ClamAV's name for it). */
export const EICAR_SIGNATURE = 'Eicar-Test-Signature';

const PATTERN = Buffer.from(EICAR_TEST_STRING, 'latin1');

/**
 * The built-in scanner used without a ClamAV daemon: finds the EICAR test string anywhere in a file,
 * also where it straddles two chunks (the last 67 bytes of each chunk are kept for the next), so a PDF or
 * an image carrying it is caught. It knows no other signature: production sites set CLAMD_SOCKET.
 */
export function createEicarScanner(): VirusScanner {
  return {
    name: 'built-in',
    async scan(content) {
      let carried = Buffer.alloc(0);
      for await (const chunk of content) {
        const window = Buffer.concat([carried, chunk]);
        if (window.includes(PATTERN)) return { isInfected: true, signature: EICAR_SIGNATURE };
        carried = window.subarray(Math.max(0, window.length - (PATTERN.length - 1)));
      }
      return { isInfected: false };
    },
  };
}
