import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  instantSchema,
  pageQueryShape,
  pageResultShape,
  personReferenceSchema,
  requiredText,
} from './common.ts';
import { pastServiceDateSchema, serviceDateSchema } from './date-limits.ts';

/** The life-support and care equipment that must leave with a child (26 TAC §550.209). */
export const EVACUATION_EQUIPMENT = [
  'oxygen',
  'ventilator',
  'suction',
  'feeding_pump',
  'tracheostomy_supplies',
  'pulse_oximeter',
  'apnea_monitor',
  'nebulizer',
  'iv_pump',
  'wheelchair',
] as const;
/** One piece of equipment of a child's evacuation needs. */
export type EvacuationEquipment = (typeof EVACUATION_EQUIPMENT)[number];
/** How each piece of equipment is named on the screen and the roster. */
export const EVACUATION_EQUIPMENT_LABELS: Record<EvacuationEquipment, string> = {
  oxygen: 'Oxygen',
  ventilator: 'Ventilator',
  suction: 'Suction',
  feeding_pump: 'Feeding pump',
  tracheostomy_supplies: 'Tracheostomy supplies',
  pulse_oximeter: 'Pulse oximeter',
  apnea_monitor: 'Apnea monitor',
  nebulizer: 'Nebulizer',
  iv_pump: 'IV pump',
  wheelchair: 'Wheelchair',
};

/** How a child is moved out in an evacuation (26 TAC §550.209; EMS per Florida 59A-13.022, staff along). */
export const EVACUATION_TRANSPORTS = [
  'walks',
  'carried',
  'stroller',
  'wheelchair',
  'stretcher',
  'ems',
] as const;
/** The evacuation transport a child needs. */
export type EvacuationTransport = (typeof EVACUATION_TRANSPORTS)[number];
/** How each transport is named. */
export const EVACUATION_TRANSPORT_LABELS: Record<EvacuationTransport, string> = {
  walks: 'Walks with staff',
  carried: 'Carried by staff',
  stroller: 'Evacuation stroller or crib',
  wheelchair: 'Wheelchair',
  stretcher: 'Stretcher',
  ems: 'EMS ambulance, a staff member along',
};

/** PUT /api/patients/{patientId}/evacuation-needs: the child's equipment, transport and notes. */
export const evacuationNeedsInputSchema = z.object({
  equipment: z
    .array(z.enum(EVACUATION_EQUIPMENT))
    .max(EVACUATION_EQUIPMENT.length)
    .refine((items) => new Set(items).size === items.length, { error: 'Name each piece of equipment once' }),
  transport: z.enum(EVACUATION_TRANSPORTS, { error: MESSAGES.evacuationTransportRequired }),
  notes: z.string().trim().max(1000).optional(),
});
/** A child's evacuation needs as the form sends them. */
export type EvacuationNeedsInput = z.infer<typeof evacuationNeedsInputSchema>;

/** A child's evacuation needs as answered, with who last changed them. */
export const evacuationNeedsSchema = z.object({
  equipment: z.array(z.enum(EVACUATION_EQUIPMENT)),
  transport: z.enum(EVACUATION_TRANSPORTS),
  notes: z.string().nullable(),
  updatedAt: instantSchema,
  updatedBy: personReferenceSchema,
});
/** A child's evacuation needs. */
export type EvacuationNeeds = z.infer<typeof evacuationNeedsSchema>;

/** The answer of PUT /api/patients/{patientId}/evacuation-needs. */
export const evacuationNeedsResponseSchema = z.object({ needs: evacuationNeedsSchema });

/** One child of the evacuation needs list: whether they are present now and their needs (null: not recorded). */
export const evacuationNeedsLineSchema = z.object({
  patientId: z.uuid(),
  patientName: z.string(),
  medicalRecordNumber: z.string(),
  isPresent: z.boolean(),
  needs: evacuationNeedsSchema.nullable(),
});
/** One child of the evacuation needs list. */
export type EvacuationNeedsLine = z.infer<typeof evacuationNeedsLineSchema>;

/** The query of a list of the emergency screen: its page. */
export const emergencyListQuerySchema = z.object(pageQueryShape({ default: 20, maximum: 100 }));
/** The page a list of the emergency screen asks for. */
export type EmergencyListQuery = z.infer<typeof emergencyListQuerySchema>;

/** GET /api/emergency/evacuation-needs: the active children the actor sees, present ones first. */
export const evacuationNeedsListSchema = z.object({
  ...pageResultShape(evacuationNeedsLineSchema),
  presentCount: z.number().int(),
});
/** The evacuation needs list. */
export type EvacuationNeedsList = z.infer<typeof evacuationNeedsListSchema>;

/** The kinds of drill the log records. */
export const DRILL_TYPES = [
  'fire',
  'evacuation',
  'severe_weather',
  'shelter_in_place',
  'power_failure',
  'medical_emergency',
] as const;
/** A drill's kind. */
export type DrillType = (typeof DRILL_TYPES)[number];
/** How each kind of drill is named. */
export const DRILL_TYPE_LABELS: Record<DrillType, string> = {
  fire: 'Fire',
  evacuation: 'Evacuation',
  severe_weather: 'Severe weather',
  shelter_in_place: 'Shelter in place',
  power_failure: 'Power failure',
  medical_emergency: 'Medical emergency',
};

/** Minutes a drill or a generator run may last: at least one, at most a day. */
const minutesSchema = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(1440, { error: message });

/** POST /api/emergency/drills: a drill held (26 TAC §550.209). */
export const drillInputSchema = z.object({
  drillType: z.enum(DRILL_TYPES, { error: MESSAGES.drillTypeRequired }),
  heldOn: pastServiceDateSchema(MESSAGES.emergencyDateRequired),
  isUnannounced: z.boolean(),
  durationMinutes: minutesSchema(MESSAGES.drillDurationInvalid),
  findings: requiredText(MESSAGES.drillFindingsRequired, 2000),
});
/** A drill as the form sends it. */
export type DrillInput = z.infer<typeof drillInputSchema>;

/** A drill of the log as answered. */
export const drillSchema = z.object({
  id: z.uuid(),
  drillType: z.enum(DRILL_TYPES),
  heldOn: z.iso.date(),
  isUnannounced: z.boolean(),
  durationMinutes: z.number().int(),
  findings: z.string(),
  recordedBy: personReferenceSchema,
  recordedAt: instantSchema,
});
/** A drill of the log. */
export type Drill = z.infer<typeof drillSchema>;

/** GET /api/emergency/drills: a page of the log, newest first, and whether the year's unannounced drill is missing. */
export const drillsResponseSchema = z.object({
  ...pageResultShape(drillSchema),
  today: z.iso.date(),
  unannouncedDrill: z.object({ lastUnannouncedOn: z.iso.date().nullable(), isMissing: z.boolean() }),
});
/** The drills log. */
export type DrillsResponse = z.infer<typeof drillsResponseSchema>;

/** Whether a generator test passed. */
export const GENERATOR_OUTCOMES = ['passed', 'failed'] as const;
/** How each outcome is named. */
export const GENERATOR_OUTCOME_LABELS: Record<(typeof GENERATOR_OUTCOMES)[number], string> = {
  passed: 'Passed',
  failed: 'Failed',
};

/**
 * POST /api/emergency/generator-tests: a test of the generator (Florida 59A-13.022), signed electronically by
 * the signed-in user (26 TAC §550.1001 allows electronic signatures): `signature` is their confirmation.
 */
export const generatorTestInputSchema = z.object({
  testedOn: pastServiceDateSchema(MESSAGES.emergencyDateRequired),
  durationMinutes: minutesSchema(MESSAGES.generatorDurationInvalid),
  outcome: z.enum(GENERATOR_OUTCOMES, { error: MESSAGES.generatorOutcomeRequired }),
  testedBy: requiredText(MESSAGES.generatorTestedByRequired, 120),
  notes: z.string().trim().max(2000).optional(),
  signature: z.literal(true, { error: MESSAGES.generatorSignatureRequired }),
});
/** A generator test as the form sends it. */
export type GeneratorTestInput = z.infer<typeof generatorTestInputSchema>;

/** A generator test of the log as answered, with who signed it and when. */
export const generatorTestSchema = z.object({
  id: z.uuid(),
  testedOn: z.iso.date(),
  durationMinutes: z.number().int(),
  outcome: z.enum(GENERATOR_OUTCOMES),
  testedBy: z.string(),
  notes: z.string().nullable(),
  signedBy: personReferenceSchema,
  signedAt: instantSchema,
});
/** A generator test of the log. */
export type GeneratorTest = z.infer<typeof generatorTestSchema>;

/** GET /api/emergency/generator-tests: a page of the log, newest first, and when the next test is due. */
export const generatorTestsResponseSchema = z.object({
  ...pageResultShape(generatorTestSchema),
  today: z.iso.date(),
  status: z.object({
    state: z.enum(['never_tested', 'overdue', 'due_soon', 'current']),
    lastTestedOn: z.iso.date().nullable(),
    nextDueOn: z.iso.date().nullable(),
    daysUntilDue: z.number().int().nullable(),
  }),
});
/** The generator log. */
export type GeneratorTestsResponse = z.infer<typeof generatorTestsResponseSchema>;

/** The kinds of document kept on file for emergency preparedness. */
export const EMERGENCY_DOCUMENT_KINDS = [
  'fire_inspection',
  'emergency_plan',
  'risk_assessment',
  'generator_service',
  'other',
] as const;
/** A document on file's kind. */
export type EmergencyDocumentKind = (typeof EMERGENCY_DOCUMENT_KINDS)[number];
/** How each kind is named. */
export const EMERGENCY_DOCUMENT_KIND_LABELS: Record<EmergencyDocumentKind, string> = {
  fire_inspection: 'Fire inspection report',
  emergency_plan: 'Emergency plan review',
  risk_assessment: 'Risk assessment',
  generator_service: 'Generator service report',
  other: 'Other',
};

/** POST /api/emergency/documents: a document on file, issued on a past date, expiring after it. */
export const emergencyDocumentInputSchema = z
  .object({
    kind: z.enum(EMERGENCY_DOCUMENT_KINDS, { error: MESSAGES.emergencyDocumentKindRequired }),
    title: requiredText(MESSAGES.emergencyDocumentTitleRequired, 200),
    issuedOn: pastServiceDateSchema(MESSAGES.emergencyDateRequired),
    expiresOn: serviceDateSchema(MESSAGES.emergencyDateRequired),
    reference: z.string().trim().max(200).optional(),
  })
  .refine((input) => input.expiresOn > input.issuedOn, {
    error: MESSAGES.emergencyDocumentExpiryBeforeIssue,
    path: ['expiresOn'],
  });
/** A document on file as the form sends it. */
export type EmergencyDocumentInput = z.infer<typeof emergencyDocumentInputSchema>;

/** A document on file as answered, with where its expiry stands today. */
export const emergencyDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(EMERGENCY_DOCUMENT_KINDS),
  title: z.string(),
  issuedOn: z.iso.date(),
  expiresOn: z.iso.date(),
  reference: z.string().nullable(),
  expiryState: z.enum(['expired', 'expiring_soon', 'current']),
  recordedBy: personReferenceSchema,
  recordedAt: instantSchema,
});
/** A document on file. */
export type EmergencyDocument = z.infer<typeof emergencyDocumentSchema>;

/** GET /api/emergency/documents: a page of the documents, latest expiry first, and whether a fire inspection is current. */
export const emergencyDocumentsResponseSchema = z.object({
  ...pageResultShape(emergencyDocumentSchema),
  today: z.iso.date(),
  isFireInspectionMissing: z.boolean(),
});
/** The documents on file. */
export type EmergencyDocumentsResponse = z.infer<typeof emergencyDocumentsResponseSchema>;

/** The answer of POST /api/emergency/drills. */
export const drillCreatedSchema = z.object({ drill: drillSchema });
/** The answer of POST /api/emergency/generator-tests. */
export const generatorTestCreatedSchema = z.object({ generatorTest: generatorTestSchema });
/** The answer of POST /api/emergency/documents. */
export const emergencyDocumentCreatedSchema = z.object({ document: emergencyDocumentSchema });
