import { createHash } from 'node:crypto';
import { canonicalJson, type EodSections, type EodSummary } from '@carenest/core';
import { isSignatureValid, signRecord, type SigningKey } from '../clinical-notes/index.ts';

/** What a report's hash covers: whose day, when it was made and by whom, and everything it says. */
export interface ReportContent {
  facilityId: string;
  reportDate: string;
  generatedBy: string;
  generatedAt: Date;
  sections: EodSections | unknown;
  summary: EodSummary | unknown;
}

/** SHA-256 (hex) over the canonical JSON of a report's content. */
export function hashReport(content: ReportContent): string {
  const canonical = canonicalJson({ ...content, generatedAt: content.generatedAt.toISOString() });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** Hashes a report and signs the hash with the server's key (over hash, generator and time, as notes are). */
export function sealReport(
  signingKey: SigningKey,
  content: ReportContent,
): { hash: string; digitalSignature: string } {
  const hash = hashReport(content);
  return {
    hash,
    digitalSignature: signRecord(signingKey, {
      hash,
      authorId: content.generatedBy,
      timestamp: content.generatedAt,
    }),
  };
}

/**
 * Opening a report: its hash recomputed from what is stored and compared, and the server's signature checked
 * over the stored hash. Either failing means the row was changed after it was sealed.
 */
export function verifyReport(
  signingKey: SigningKey,
  content: ReportContent,
  stored: { hash: string; digitalSignature: string },
): { isHashValid: boolean; isSignatureValid: boolean; problem: string | null } {
  const isHashValid = hashReport(content) === stored.hash;
  const isSignatureOk = isSignatureValid(
    signingKey,
    { hash: stored.hash, authorId: content.generatedBy, timestamp: content.generatedAt },
    stored.digitalSignature,
  );
  const problem = !isHashValid
    ? 'The report’s contents do not match its hash: it was changed after it was signed.'
    : !isSignatureOk
      ? 'The signature does not match the report: it was not signed by this server or was changed.'
      : null;
  return { isHashValid, isSignatureValid: isSignatureOk, problem };
}
