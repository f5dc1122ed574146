import { z } from 'zod';
import { CLAIM_STATUSES, EDI_TRANSACTION_STATUSES, EDI_TRANSACTION_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { BILLING_MODIFIERS } from '../rules/billing-catalogue.ts';
import { CLAIM_QUANTITY, isBillableDiagnosisCode, normalizeDiagnosisCode } from '../rules/claims.ts';
import {
  instantSchema,
  pageQueryShape,
  pageResultShape,
  personReferenceSchema,
  requiredText,
} from './common.ts';
import { serviceDateSchema } from './date-limits.ts';

/** A service of the facility's catalogue. */
export const billingServiceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  category: z.string(),
  unitPriceCents: z.number().int(),
  allowedModifiers: z.array(z.string()),
});
/** A billable service. */
export type BillingService = z.infer<typeof billingServiceSchema>;

/** The catalogue answer: the services and the diagnosis codes a claim may use. */
export const billingCatalogueSchema = z.object({
  services: z.array(billingServiceSchema),
  diagnosisCodes: z.array(z.object({ code: z.string(), description: z.string() })),
});
/** What the Create Claim dialog chooses from. */
export type BillingCatalogue = z.infer<typeof billingCatalogueSchema>;

/**
 * One line of a new claim: a catalogue service, 1-10 units, its allowed modifiers, one to four diagnoses, each a
 * billable ICD-10-CM code (`isBillableDiagnosisCode`), stored in its dotted form.
 */
export const claimServiceInputSchema = z.object({
  serviceId: z.uuid({ error: MESSAGES.claimServiceRequired }),
  quantity: z
    .number({ error: MESSAGES.claimQuantityRange })
    .int({ error: MESSAGES.claimQuantityRange })
    .min(CLAIM_QUANTITY.minimum, { error: MESSAGES.claimQuantityRange })
    .max(CLAIM_QUANTITY.maximum, { error: MESSAGES.claimQuantityRange }),
  modifiers: z
    .array(z.enum(BILLING_MODIFIERS, { error: MESSAGES.claimModifierNotAllowed }))
    .max(BILLING_MODIFIERS.length)
    .default([]),
  diagnosisCodes: z
    .array(
      z
        .string({ error: MESSAGES.claimDiagnosisInvalid })
        .max(12, { error: MESSAGES.claimDiagnosisInvalid })
        .refine(isBillableDiagnosisCode, { error: MESSAGES.claimDiagnosisInvalid })
        .transform(normalizeDiagnosisCode),
    )
    .min(1, { error: MESSAGES.claimDiagnosisRequired })
    .max(4),
});
/** A line as the Add Service dialog sends it. */
export type ClaimServiceInput = z.input<typeof claimServiceInputSchema>;

/** Create Claim: the child, the day of service and at least one service. */
export const createClaimSchema = z.object({
  patientId: z.uuid({ error: MESSAGES.claimPatientRequired }),
  serviceDate: serviceDateSchema(MESSAGES.claimServiceDateRequired),
  services: z.array(claimServiceInputSchema).min(1, { error: MESSAGES.claimServicesRequired }).max(20),
});
/** What the Create Claim dialog sends. */
export type CreateClaimInput = z.input<typeof createClaimSchema>;

/** A claim line as answered. Amounts are cents. */
export const claimServiceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  modifiers: z.array(z.string()),
  diagnosisCodes: z.array(z.string()),
  controlNumber: z.string(),
});
/** A claim's line. */
export type ClaimService = z.infer<typeof claimServiceSchema>;

/** A claim as the list shows it. */
export const claimSummarySchema = z.object({
  id: z.uuid(),
  claimNumber: z.string(),
  patient: personReferenceSchema,
  insuranceName: z.string().nullable(),
  serviceDate: z.iso.date(),
  submissionDate: instantSchema.nullable(),
  status: z.enum(CLAIM_STATUSES),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  services: z.array(claimServiceSchema),
});
/** A claim of the list. */
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

/** An EDI transaction recorded for a claim. */
export const ediTransactionSchema = z.object({
  id: z.uuid(),
  transactionType: z.enum(EDI_TRANSACTION_TYPES),
  direction: z.enum(['outbound', 'inbound']),
  status: z.enum(EDI_TRANSACTION_STATUSES),
  controlNumber: z.string(),
  submittedAt: instantSchema.nullable(),
  errorMessages: z.array(z.string()),
});
/** An EDI transaction. */
export type EdiTransaction = z.infer<typeof ediTransactionSchema>;

/** A payment (or reversal) posted on a claim from a remittance, with its adjustments. */
export const claimPaymentSchema = z.object({
  id: z.uuid(),
  paymentDate: z.iso.date().nullable(),
  paidCents: z.number().int(),
  statusCode: z.string(),
  isReversal: z.boolean(),
  reference: z.string(),
  payerClaimNumber: z.string(),
  payer: z.string(),
  adjustments: z.array(
    z.object({
      groupCode: z.string(),
      reasonCode: z.string(),
      amountCents: z.number().int(),
      serviceCode: z.string().nullable(),
    }),
  ),
});
/** A payment of a claim. */
export type ClaimPayment = z.infer<typeof claimPaymentSchema>;

/** A claim with its transactions (the detail dialog). */
export const claimDetailSchema = claimSummarySchema.extend({
  frequencyCode: z.enum(['1', '7', '8']),
  payerClaimNumber: z.string().nullable(),
  createdBy: personReferenceSchema,
  createdAt: instantSchema,
  transactions: z.array(ediTransactionSchema),
  payments: z.array(claimPaymentSchema),
});
/** A claim in full. */
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

/** Filters of the claim list: claim number or patient, and status. */
export const claimListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(CLAIM_STATUSES).optional(),
  ...pageQueryShape({ default: 20, maximum: 100 }),
});
/** The claim list's query, as the server reads it. */
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

/** The stat cards: total claims, paid, pending (= submitted), total revenue (= sum of paid amounts). */
export const claimStatsSchema = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  pending: z.number().int(),
  revenueCents: z.number().int(),
});

/** Answer of the claim list. */
export const claimListResponseSchema = z.object({
  ...pageResultShape(claimSummarySchema),
  stats: claimStatsSchema,
});
/** The claim list with its stats. */
export type ClaimListResponse = z.infer<typeof claimListResponseSchema>;

/** Correct (7, replacement) or void (8) an adjudicated claim. */
export const replaceClaimSchema = z.object({ frequencyCode: z.enum(['7', '8']) });

/** Path parameters naming a claim. */
export const claimIdParamsSchema = z.object({ claimId: z.uuid() });

/** A US postal address as an 837P's N3/N4 carry it: street, city, two-letter state, 5 or 9 digit ZIP. */
const postalAddressShape = {
  addressLine1: requiredText('Enter the street address', 55),
  city: requiredText('Enter the city', 30),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: MESSAGES.billingStateInvalid }),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, { error: MESSAGES.billingPostalCodeInvalid }),
};

const identifier = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,15}$/, { error: MESSAGES.billingIdentifierInvalid });

/** The facility's billing settings: billing provider, NPI, tax id, taxonomy, address, submitter and receiver. */
export const billingSettingsSchema = z.object({
  providerName: requiredText('Enter the billing provider’s name', 60),
  npi: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { error: MESSAGES.billingNpiInvalid }),
  taxId: z
    .string()
    .trim()
    .regex(/^\d{2}-?\d{7}$/, { error: MESSAGES.billingTaxIdInvalid }),
  taxonomy: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{9}X$/, { error: MESSAGES.billingTaxonomyInvalid }),
  ...postalAddressShape,
  placeOfService: z
    .string()
    .trim()
    .regex(/^\d{2}$/, { error: MESSAGES.billingPlaceOfServiceInvalid }),
  submitterId: identifier,
  submitterContactName: requiredText('Enter who the clearinghouse may call', 60),
  submitterPhone: z
    .string()
    .trim()
    .regex(/^\D*(\d\D*){10}$/, { error: 'Enter a 10-digit phone number' }),
  receiverId: identifier,
  receiverName: requiredText('Enter the clearinghouse’s name', 60),
});
/** Billing settings as the form edits them. */
export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;
/** Billing settings as stored. */
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/**
 * Answer of the settings: the settings, or null while none were entered, and the clearinghouse claims go to:
 * the local sandbox (which pays everything; the billing screen says "Sandbox clearinghouse") or a real one, and
 * the ISA15 of the files sent (`T` test data, `P` production data).
 */
export const billingSettingsResponseSchema = z.object({
  settings: billingSettingsSchema.nullable(),
  updatedAt: instantSchema.nullable(),
  clearinghouse: z.object({ isSandbox: z.boolean(), usage: z.enum(['T', 'P']) }),
});

/** The largest 835 accepted in one post (about 40,000 claims). */
export const REMITTANCE_MAXIMUM_LENGTH = 20 * 1024 * 1024;

/** Post a remittance: the 835 file's text. */
export const postRemittanceSchema = z.object({
  content: z.string().min(1, { error: 'Choose an 835 file' }).max(REMITTANCE_MAXIMUM_LENGTH),
});

/** What posting did. */
export const remittanceSummarySchema = z.object({
  remittanceId: z.uuid(),
  isAlreadyPosted: z.boolean(),
  claimCount: z.number().int(),
  paidCents: z.number().int(),
  deniedCount: z.number().int(),
  reversalCount: z.number().int(),
  providerAdjustmentCents: z.number().int(),
});
/** A posting's outcome. */
export type RemittanceSummaryAnswer = z.infer<typeof remittanceSummarySchema>;

/** A remittance as listed. */
export const remittanceSchema = z.object({
  id: z.uuid(),
  payerName: z.string(),
  traceNumber: z.string(),
  amountCents: z.number().int(),
  paymentDate: z.iso.date().nullable(),
  claimCount: z.number().int(),
  source: z.enum(['file', 'clearinghouse']),
  postedAt: instantSchema,
  providerAdjustmentCents: z.number().int(),
});
/** A posted remittance. */
export type RemittanceListItem = z.infer<typeof remittanceSchema>;

/** The latest remittances of the facility. */
export const remittanceListResponseSchema = z.object({ items: z.array(remittanceSchema) });

/** One eligibility check's outcome (spec: isEligible, effectiveDate, benefits). Amounts are cents. */
export const eligibilityCheckSchema = z.object({
  id: z.uuid(),
  checkedAt: instantSchema,
  isEligible: z.boolean(),
  effectiveDate: z.iso.date().nullable(),
  benefits: z.array(
    z.object({
      serviceType: z.string(),
      coverageLevel: z.string(),
      copayCents: z.number().int().nullable(),
      deductibleCents: z.number().int().nullable(),
    }),
  ),
});
/** An eligibility check. */
export type EligibilityCheck = z.infer<typeof eligibilityCheckSchema>;

/** A prior authorization as entered: payer, number, service code, units and period. */
export const createAuthorizationSchema = z
  .object({
    payerName: requiredText('Enter the payer', 100),
    authorizationNumber: requiredText('Enter the authorization number', 50),
    serviceCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{5}$/, { error: 'Enter a 5-character service code' }),
    unitsAuthorized: z.number({ error: 'Enter the units authorized' }).int().min(1).max(100_000),
    startDate: serviceDateSchema('Choose the first day'),
    endDate: serviceDateSchema('Choose the last day'),
  })
  .refine((value) => value.startDate <= value.endDate, {
    error: 'The last day cannot be before the first',
    path: ['endDate'],
  });
/** What the authorization form sends. */
export type CreateAuthorizationInput = z.input<typeof createAuthorizationSchema>;

/** A prior authorization with the units claims have used. */
export const authorizationSchema = z.object({
  id: z.uuid(),
  payerName: z.string(),
  authorizationNumber: z.string(),
  serviceCode: z.string(),
  unitsAuthorized: z.number().int(),
  unitsUsed: z.number().int(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
});
/** An authorization. */
export type Authorization = z.infer<typeof authorizationSchema>;

/** A child's authorizations, latest period first. */
export const authorizationListResponseSchema = z.object({ items: z.array(authorizationSchema) });

/** Propose drafts from attendance for a range of days (at most 31). */
export const proposeClaimsSchema = z
  .object({
    from: serviceDateSchema('Choose the first day'),
    to: serviceDateSchema('Choose the last day'),
  })
  .refine((value) => value.from <= value.to, {
    error: 'The last day cannot be before the first',
    path: ['to'],
  });

/** What proposing did: the drafts made, and the child-days passed over with why. */
export const claimProposalResponseSchema = z.object({
  created: z.array(
    z.object({
      claimId: z.uuid(),
      claimNumber: z.string(),
      patientName: z.string(),
      serviceDate: z.iso.date(),
    }),
  ),
  skipped: z.array(z.object({ patientName: z.string(), serviceDate: z.iso.date(), reason: z.string() })),
});
/** The outcome of a proposal. */
export type ClaimProposalResponse = z.infer<typeof claimProposalResponseSchema>;

/** What an 837P needs of a child beyond the chart: sex and home address. */
export const patientBillingDetailsSchema = z.object({
  sex: z.enum(['F', 'M', 'U'], { error: 'Choose the child’s sex as the insurer records it' }),
  ...postalAddressShape,
});
/** A child's billing details as the form edits them. */
export type PatientBillingDetailsInput = z.input<typeof patientBillingDetailsSchema>;

/** Answer of the billing details: null while none were entered. */
export const patientBillingDetailsResponseSchema = z.object({
  details: patientBillingDetailsSchema.nullable(),
});
