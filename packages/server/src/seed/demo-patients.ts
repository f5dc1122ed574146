/**
 * Demo patients seeded into a fresh CareNest installation: sixteen fictional children with complex medical
 * needs attending the two demo PPEC facilities. All names, numbers and addresses are invented; phone numbers
 * use the fictional 555-01xx range and emails use example.com / example.org. The data lives in
 * demo-patients.json and is checked against the same schema as the patient form when it is loaded.
 */
import { patientInputSchema } from '@carenest/core';
import { z } from 'zod';
import demoPatientData from './demo-patients.json' with { type: 'json' };

/** A demo child: the patient form's fields, the facility (0 Orlando, 1 El Paso), and the demo parent link. */
const demoPatientSchema = patientInputSchema.extend({
  facility: z.union([z.literal(0), z.literal(1)]),
  isLinkedToDemoParent: z.boolean(),
});

/** A demo patient. */
export type DemoPatient = z.infer<typeof demoPatientSchema>;

/** The demo patients: 12 in the first facility (two of them the demo parent's children), 4 in the second. */
export const DEMO_PATIENTS: readonly DemoPatient[] = z.array(demoPatientSchema).parse(demoPatientData);
