import { ERROR_CODES, MESSAGES } from '@carenest/core';
import { HttpError } from '../lib/http-error.ts';

/** PostgreSQL error codes (SQLSTATE) CareNest reacts to. */
const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
  invalidTextRepresentation: '22P02',
  numericValueOutOfRange: '22003',
  datetimeFieldOverflow: '22008',
  stringDataRightTruncation: '22001',
} as const;

function sqlStateOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** Whether an error is PostgreSQL's unique violation (an email taken, an assignment already active). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === SQLSTATE.uniqueViolation;
}

/** Whether an error is PostgreSQL's check violation (a database rule refused a value). */
export function isCheckViolation(error: unknown): boolean {
  return sqlStateOf(error) === SQLSTATE.checkViolation;
}

/**
 * The API refusal for a database error that only bad input can cause: text PostgreSQL cannot store (a NUL
 * byte), a value that does not parse or fits no column, or a row that breaks a constraint. Answers undefined
 * for anything else (a server fault, which stays a 500). One code per situation: conflicts are 409 CONFLICT,
 * bad values 400 VALIDATION_FAILED.
 */
export function refusalForDatabaseError(error: unknown): HttpError | undefined {
  switch (sqlStateOf(error)) {
    case SQLSTATE.uniqueViolation:
      return new HttpError(409, ERROR_CODES.conflict, MESSAGES.conflict);
    case SQLSTATE.characterNotInRepertoire:
    case SQLSTATE.untranslatableCharacter:
    case SQLSTATE.invalidTextRepresentation:
    case SQLSTATE.numericValueOutOfRange:
    case SQLSTATE.datetimeFieldOverflow:
    case SQLSTATE.stringDataRightTruncation:
    case SQLSTATE.foreignKeyViolation:
    case SQLSTATE.checkViolation:
      return new HttpError(400, ERROR_CODES.validation, MESSAGES.invalidRequest);
    default:
      return undefined;
  }
}

/**
 * Awaits a change and answers `refusal` instead when the database refused it as a duplicate (a unique
 * violation): the spec's own sentence for a taken email or an assignment already active, where the generic
 * mapping above would say only "conflict". The change's transaction has rolled back by then.
 */
export async function refusingDuplicate<T>(change: Promise<T>, refusal: HttpError): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal;
    throw error;
  }
}
