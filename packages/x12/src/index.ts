// @carenest/x12: X12 5010 without I/O (ARCHITECTURE.md, "X12"). The server builds, validates, parses and
// posts with it; the browser never loads it.
export * from './segments.ts';
export { tokenize, readDelimiters, ISA_LENGTH, type X12Document } from './tokenize.ts';
export { serialize } from './serialize.ts';
export { envelope, type EnvelopeHeader, type TransactionBody, type TransactionKind } from './envelope.ts';
export { validateEnvelope, type X12Issue, type TransactionSet } from './validate-envelope.ts';
export * from './text.ts';
export { isValidNpi, npiCheckDigit } from './npi.ts';
export * from './837p/types.ts';
export { buildProfessionalClaimSegments, claimTotalCents } from './837p/build.ts';
export { parseProfessionalClaimFile, type ParsedProfessionalClaimFile } from './837p/parse.ts';
export { validateProfessionalClaimFile } from './837p/validate.ts';
export * from './835/types.ts';
export { parseRemittance } from './835/parse.ts';
export { buildRemittanceSegments } from './835/build.ts';
export { checkRemittanceBalance, type BalanceProblem } from './835/balance.ts';
export {
  ACKNOWLEDGMENT_VERSION,
  buildAcknowledgmentSegments,
  parseAcknowledgment,
  type Acknowledgment,
} from './999/acknowledgment.ts';
export {
  ELIGIBILITY_VERSION,
  buildEligibilityInquirySegments,
  buildEligibilityResponseSegments,
  parseEligibilityInquiry,
  parseEligibilityResponse,
  type EligibilityBenefit,
  type EligibilityInquiry,
  type EligibilityResponse,
} from './270-271/eligibility.ts';
export { SAMPLE_NPI, sampleClaimFile } from './testing/sample-claim.ts';
