import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './common.ts';
import {
  administrationDetailsSchema,
  checkAdministrationDetails,
  scheduledTimeSchema,
  witnessCredentialsShape,
} from './medications.ts';

/** A date and time typed on the facility's wall clock, as a datetime-local input gives it. */
const wallClockSchema = z
  .string({ error: MESSAGES.administrationTimeRequired })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, MESSAGES.administrationTimeRequired);

/**
 * The Administer dialog: the API's fields and rules, with the time as typed on the facility's wall clock
 * and "no scheduled dose" as a blank choice (the dialog turns them into the API's instant and null; the
 * drawn signature comes from the pad).
 */
export const administerFormSchema = administrationDetailsSchema
  .extend({
    administrationTime: wallClockSchema,
    scheduledFor: z.union([scheduledTimeSchema, z.literal('')]),
    ...witnessCredentialsShape,
  })
  .superRefine(checkAdministrationDetails);
/** What the Administer dialog holds. */
export type AdministerFormValues = z.input<typeof administerFormSchema>;
/** What the Administer dialog gives once valid. */
export type AdministerFormResult = z.output<typeof administerFormSchema>;

/** The Amend dialog: a required reason and the corrected dosage, time (wall clock) and notes. */
export const amendFormSchema = z.object({
  reason: requiredText(MESSAGES.amendmentReasonRequired, 500),
  dosageGiven: z.string().trim().max(100),
  administrationTime: wallClockSchema,
  notes: z.string().trim().max(2000),
});
/** What the Amend dialog holds. */
export type AmendFormValues = z.input<typeof amendFormSchema>;
