import type { OperationOutcome } from '@medplum/fhirtypes';

/** The FHIR issue type of each refusal CareNest answers (FHIR R4 IssueType value set). */
export type OutcomeIssueCode =
  | 'login'
  | 'forbidden'
  | 'not-found'
  | 'invalid'
  | 'not-supported'
  | 'exception'
  | 'too-costly'
  | 'throttled';

/**
 * The OperationOutcome of a refusal: one error issue of `code` with the sentence a reader sees, and, where a
 * parameter or element is at fault, its name as the issue's expression.
 */
export function operationOutcome(
  code: OutcomeIssueCode,
  text: string,
  expression?: string,
): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [
      { severity: 'error', code, details: { text }, ...(expression ? { expression: [expression] } : {}) },
    ],
  };
}

/** The issue code that goes with an HTTP refusal's status. */
export function issueCodeForStatus(status: number): OutcomeIssueCode {
  switch (status) {
    case 401:
      return 'login';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 406:
    case 415:
      return 'not-supported';
    case 413:
      return 'too-costly';
    case 429:
      return 'throttled';
    default:
      return status >= 500 ? 'exception' : 'invalid';
  }
}
