/**
 * The spec's billing reference data (part 2, section 3): the 17 services of the catalogue with their prices and
 * allowed modifiers (the 18 diagnosis codes are `DIAGNOSIS_CODES`). CareNest adds the per diem and hourly codes PPEC centers
 * bill (HCPCS T1025 and T1026) to the seeded catalogue; administrators may add more.
 */

/** A service of the catalogue as seeded: code, words, category, price in cents and the modifiers it takes. */
export interface CatalogueService {
  code: string;
  description: string;
  category: string;
  unitPriceCents: number;
  allowedModifiers: readonly string[];
}

/** The spec's modifiers: physical therapy (GP), speech (GN), occupational therapy (GO). */
export const BILLING_MODIFIERS = ['GP', 'GN', 'GO'] as const;
/** One of the spec's modifiers. */
export type BillingModifier = (typeof BILLING_MODIFIERS)[number];

/** The spec's 17 services, verbatim, then the two PPEC codes CareNest adds. */
export const SEEDED_CATALOGUE: readonly CatalogueService[] = [
  {
    code: '99211',
    description: 'minimal visit',
    category: 'Evaluation & Management',
    unitPriceCents: 4500,
    allowedModifiers: [],
  },
  {
    code: '99212',
    description: 'visit',
    category: 'Evaluation & Management',
    unitPriceCents: 7500,
    allowedModifiers: [],
  },
  {
    code: '99213',
    description: 'visit',
    category: 'Evaluation & Management',
    unitPriceCents: 11000,
    allowedModifiers: [],
  },
  {
    code: '99214',
    description: 'visit',
    category: 'Evaluation & Management',
    unitPriceCents: 16700,
    allowedModifiers: [],
  },
  {
    code: '99215',
    description: 'visit',
    category: 'Evaluation & Management',
    unitPriceCents: 21100,
    allowedModifiers: [],
  },
  {
    code: '97110',
    description: 'therapeutic exercises',
    category: 'Physical Therapy',
    unitPriceCents: 3500,
    allowedModifiers: ['GP', 'GN'],
  },
  {
    code: '97112',
    description: 'neuromuscular reeducation',
    category: 'Physical Therapy',
    unitPriceCents: 3700,
    allowedModifiers: ['GP', 'GN'],
  },
  {
    code: '97116',
    description: 'gait training',
    category: 'Physical Therapy',
    unitPriceCents: 3300,
    allowedModifiers: ['GP'],
  },
  {
    code: '97530',
    description: 'therapeutic activities',
    category: 'Occupational Therapy',
    unitPriceCents: 3800,
    allowedModifiers: ['GO'],
  },
  {
    code: '97535',
    description: 'self-care training',
    category: 'Occupational Therapy',
    unitPriceCents: 4000,
    allowedModifiers: ['GO'],
  },
  {
    code: '92507',
    description: 'speech treatment',
    category: 'Speech Therapy',
    unitPriceCents: 6500,
    allowedModifiers: ['GN'],
  },
  {
    code: '92508',
    description: 'speech sound production',
    category: 'Speech Therapy',
    unitPriceCents: 6200,
    allowedModifiers: ['GN'],
  },
  {
    code: '96116',
    description: 'neurobehavioral exam',
    category: 'Psychology',
    unitPriceCents: 9500,
    allowedModifiers: [],
  },
  {
    code: '90834',
    description: 'psychotherapy 45 min',
    category: 'Mental Health',
    unitPriceCents: 12000,
    allowedModifiers: [],
  },
  {
    code: '90837',
    description: 'psychotherapy 60 min',
    category: 'Mental Health',
    unitPriceCents: 15000,
    allowedModifiers: [],
  },
  {
    code: '99401',
    description: 'counseling 15 min',
    category: 'Preventive Care',
    unitPriceCents: 5500,
    allowedModifiers: [],
  },
  {
    code: '99402',
    description: 'counseling 30 min',
    category: 'Preventive Care',
    unitPriceCents: 8500,
    allowedModifiers: [],
  },
  {
    code: 'T1025',
    description: 'PPEC per diem, full day',
    category: 'PPEC',
    unitPriceCents: 32500,
    allowedModifiers: [],
  },
  { code: 'T1026', description: 'PPEC hourly', category: 'PPEC', unitPriceCents: 4000, allowedModifiers: [] },
];
