import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { instantSchema, personReferenceSchema, requiredText } from './common.ts';
import { isWithinServiceDates, pastServiceDateSchema } from './date-limits.ts';
import { routeSignatureSchema } from './transport.ts';

/** When an isolation started: an instant within the service dates (the server refuses one after now). */
const isolationStartSchema = z.iso
  .datetime({ offset: true, error: MESSAGES.exclusionIsolatedAtRequired })
  .refine((value) => isWithinServiceDates(value.slice(0, 10)), { error: MESSAGES.dateOutOfRange });

/**
 * A child isolated for a suspected communicable illness (Florida 59A-13.020, 26 TAC §550.211): the symptoms,
 * when the isolation started (not in the future) and, when the child leaves now, the adult who takes them and
 * their signature: the child is checked out as sent home ill.
 */
export const childExclusionInputSchema = z.object({
  symptoms: requiredText(MESSAGES.exclusionSymptomsRequired, 2000),
  isolatedAt: isolationStartSchema,
  sentHome: z
    .object({
      adultName: requiredText(MESSAGES.guardianNameAndSignatureRequired, 120),
      signature: routeSignatureSchema,
    })
    .optional(),
});
/** A child's exclusion to record. */
export type ChildExclusionInput = z.infer<typeof childExclusionInputSchema>;

/** A child's return clearance: the uploaded physician's statement (a document of the child) and its date. */
export const childClearanceInputSchema = z.object({
  documentId: z.uuid({ error: MESSAGES.exclusionDocumentRequired }),
  statementDate: pastServiceDateSchema(MESSAGES.exclusionStatementDateRequired),
});
/** A child's return clearance to record. */
export type ChildClearanceInput = z.infer<typeof childClearanceInputSchema>;

/** A staff member's exclusion, recorded by an administrator. */
export const staffExclusionInputSchema = z.object({
  staffId: z.uuid({ error: MESSAGES.exclusionStaffRequired }),
  symptoms: requiredText(MESSAGES.exclusionSymptomsRequired, 2000),
  isolatedAt: isolationStartSchema,
});
/** A staff member's exclusion to record. */
export type StaffExclusionInput = z.infer<typeof staffExclusionInputSchema>;

/** A staff member's return clearance: the date of the physician's written statement. */
export const staffClearanceInputSchema = z.object({
  staffId: z.uuid({ error: MESSAGES.exclusionStaffRequired }),
  statementDate: pastServiceDateSchema(MESSAGES.exclusionStatementDateRequired),
});
/** A staff member's return clearance to record. */
export type StaffClearanceInput = z.infer<typeof staffClearanceInputSchema>;

/** One exclusion as answered: who, the symptoms, the actions taken and the clearance when recorded. */
export const illnessExclusionSchema = z.object({
  id: z.uuid(),
  person: z.object({ kind: z.enum(['child', 'staff']), id: z.uuid(), name: z.string() }),
  symptoms: z.string(),
  isolatedAt: instantSchema,
  parentsNotifiedAt: instantSchema.nullable(),
  sentHomeAt: instantSchema.nullable(),
  recordedBy: personReferenceSchema,
  recordedAt: instantSchema,
  clearance: z
    .object({
      statementDate: z.iso.date(),
      documentId: z.uuid().nullable(),
      clearedBy: personReferenceSchema,
      clearedAt: instantSchema,
    })
    .nullable(),
});
/** An exclusion. */
export type IllnessExclusion = z.infer<typeof illnessExclusionSchema>;

/** A list of exclusions (a child's, on the chart). */
export const illnessExclusionsResponseSchema = z.object({ items: z.array(illnessExclusionSchema) });
/** The answer to recording an exclusion or its clearance. */
export const illnessExclusionCreatedSchema = z.object({ exclusion: illnessExclusionSchema });

/** The infection log's query: the month, "YYYY-MM". */
export const infectionLogQuerySchema = z.object({
  month: z
    .string({ error: MESSAGES.exclusionMonthRequired })
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, MESSAGES.exclusionMonthRequired),
});
/** The infection log of a month: its cases, children and staff, each with its actions. */
export const infectionLogResponseSchema = z.object({
  month: z.string(),
  items: z.array(illnessExclusionSchema),
});
/** The infection log answer. */
export type InfectionLogResponse = z.infer<typeof infectionLogResponseSchema>;
