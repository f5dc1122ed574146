/**
 * Demo patients seeded into a fresh CareNest installation: sixteen fictional children with complex medical
 * needs attending the two demo PPEC facilities. All names, numbers and addresses are invented; phone numbers
 * use the fictional 555-01xx range and emails use example.com / example.org.
 */

/** Allergy severity of the spec. */
export type DemoAllergySeverity = 'mild' | 'moderate' | 'severe' | 'life-threatening';

/** An allergy recorded on a demo patient. */
export interface DemoAllergy {
  allergen: string;
  reaction: string;
  severity: DemoAllergySeverity;
  notes: string | null;
}

/** An emergency contact of a demo patient (parent, relative, foster parent or guardian). */
export interface DemoContact {
  name: string;
  relationship: string;
  phoneNumber: string;
  email: string | null;
  isPrimary: boolean;
  canPickup: boolean;
}

/** A physician caring for a demo patient. */
export interface DemoPhysician {
  name: string;
  specialty: string;
  phoneNumber: string;
  email: string | null;
  isPrimary: boolean;
}

/** The insurance coverage of a demo patient; dates are written yyyy-MM-dd. */
export interface DemoInsurance {
  insuranceName: string;
  policyNumber: string;
  groupNumber: string | null;
  subscriberName: string;
  subscriberDOB: string | null;
  relationshipToPatient: string;
  isActive: boolean;
  effectiveDate: string | null;
  benefits: string | null;
}

/**
 * A demo patient. `facility` is the index of the demo facility (0 = Sunshine Pediatric Extended Care, Orlando FL,
 * America/New_York; 1 = Desert Bloom PPEC, Phoenix AZ, America/Phoenix); `dateOfBirth` is yyyy-MM-dd; diagnoses
 * are ICD-10 codes; `isLinkedToDemoParent` marks the two siblings linked to the demo parent account.
 */
export interface DemoPatient {
  facility: 0 | 1;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  medicalRecordNumber: string;
  primaryDiagnosis: string;
  secondaryDiagnoses: string[];
  requiredTherapies: Array<
    | 'physical'
    | 'occupational'
    | 'speech'
    | 'behavioral'
    | 'respiratory'
    | 'vision'
    | 'hearing'
    | 'music'
    | 'art'
  >;
  careComplexity: 'high' | 'medium' | 'low';
  isActive: boolean;
  isLinkedToDemoParent: boolean;
  allergies: DemoAllergy[];
  emergencyContacts: DemoContact[];
  physicians: DemoPhysician[];
  insurance: DemoInsurance | null;
}

/** The demo patients: 16 children. */
export const DEMO_PATIENTS: readonly DemoPatient[] = [
  {
    facility: 0,
    firstName: 'Mateo',
    lastName: 'Alvarez',
    dateOfBirth: '2019-03-14',
    medicalRecordNumber: 'MRN-100234',
    primaryDiagnosis: 'G80.0',
    secondaryDiagnoses: ['Z93.1', 'R13.12'],
    requiredTherapies: ['physical', 'occupational', 'speech'],
    careComplexity: 'high',
    isActive: true,
    isLinkedToDemoParent: true,
    allergies: [
      {
        allergen: 'Penicillin',
        reaction: 'Hives and generalized itching',
        severity: 'moderate',
        notes: 'Tolerates azithromycin.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Isabel Alvarez',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0130',
        email: 'isabel.alvarez@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Daniel Alvarez',
        relationship: 'Father',
        phoneNumber: '(407) 555-0131',
        email: 'daniel.alvarez@example.com',
        isPrimary: false,
        canPickup: true,
      },
      {
        name: 'Rosa Medina',
        relationship: 'Grandmother',
        phoneNumber: '(321) 555-0132',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Rebecca Lindqvist',
        specialty: 'Pediatrics',
        phoneNumber: '(407) 555-0110',
        email: 'rlindqvist@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Anthony Mercer',
        specialty: 'Pediatric Neurology',
        phoneNumber: '(407) 555-0111',
        email: 'amercer@example.org',
        isPrimary: false,
      },
      {
        name: 'Dr. Maya Chen-Ramirez',
        specialty: 'Physiatry',
        phoneNumber: '(321) 555-0116',
        email: 'mchenramirez@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Sunshine Health (Florida Medicaid)',
      policyNumber: '7204418856',
      groupNumber: 'SHP-MMA-FL01',
      subscriberName: 'Mateo Alvarez',
      subscriberDOB: '2019-03-14',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2025-01-01',
      benefits:
        'PPEC up to 12 hours/day, Monday-Friday; prior authorization renewed every 6 months. Enteral formula and G-tube supplies covered.',
    },
  },
  {
    facility: 0,
    firstName: 'Sofia',
    lastName: 'Alvarez',
    dateOfBirth: '2022-07-02',
    medicalRecordNumber: 'MRN-100235',
    primaryDiagnosis: 'Q90.9',
    secondaryDiagnoses: ['Q21.0', 'K21.9'],
    requiredTherapies: ['physical', 'occupational', 'speech'],
    careComplexity: 'medium',
    isActive: true,
    isLinkedToDemoParent: true,
    allergies: [
      {
        allergen: 'Eggs',
        reaction: 'Perioral rash and itching',
        severity: 'mild',
        notes: 'Tolerates baked egg; avoid scrambled or hard-boiled eggs.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Isabel Alvarez',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0130',
        email: 'isabel.alvarez@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Daniel Alvarez',
        relationship: 'Father',
        phoneNumber: '(407) 555-0131',
        email: 'daniel.alvarez@example.com',
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Rebecca Lindqvist',
        specialty: 'Pediatrics',
        phoneNumber: '(407) 555-0110',
        email: 'rlindqvist@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Helen Okonkwo',
        specialty: 'Developmental Pediatrics',
        phoneNumber: '(321) 555-0114',
        email: 'hokonkwo@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Sunshine Health (Florida Medicaid)',
      policyNumber: '7204418857',
      groupNumber: 'SHP-MMA-FL01',
      subscriberName: 'Sofia Alvarez',
      subscriberDOB: '2022-07-02',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2025-01-01',
      benefits: 'PPEC up to 10 hours/day, Monday-Friday; prior authorization renewed every 6 months.',
    },
  },
  {
    facility: 0,
    firstName: 'Jayden',
    lastName: 'Brooks',
    dateOfBirth: '2014-10-09',
    medicalRecordNumber: 'MRN-100241',
    primaryDiagnosis: 'Q05.2',
    secondaryDiagnoses: ['N31.9', 'Z98.2'],
    requiredTherapies: ['physical', 'occupational'],
    careComplexity: 'medium',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Latex',
        reaction: 'Anaphylaxis: facial swelling, wheezing and hypotension',
        severity: 'life-threatening',
        notes:
          'Latex-free environment required, including gloves, catheters and balloons. Epinephrine auto-injector (0.3 mg) in the medication cart.',
      },
      {
        allergen: 'Adhesive tape',
        reaction: 'Redness and blistering at tape sites',
        severity: 'mild',
        notes: 'Use silicone-based tape.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Loretta Brooks',
        relationship: 'Grandmother',
        phoneNumber: '(407) 555-0133',
        email: 'loretta.brooks@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Tanya Brooks',
        relationship: 'Aunt',
        phoneNumber: '(407) 555-0134',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Jonathan Pierce',
        specialty: 'Pediatrics',
        phoneNumber: '(321) 555-0117',
        email: 'jpierce@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Samuel Whitfield',
        specialty: 'Orthopedics',
        phoneNumber: '(407) 555-0115',
        email: 'swhitfield@example.org',
        isPrimary: false,
      },
      {
        name: 'Dr. Maya Chen-Ramirez',
        specialty: 'Physiatry',
        phoneNumber: '(321) 555-0116',
        email: 'mchenramirez@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: "Children's Medical Services Health Plan",
      policyNumber: '8813207749',
      groupNumber: 'CMS-SN-2210',
      subscriberName: 'Jayden Brooks',
      subscriberDOB: '2014-10-09',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2024-07-01',
      benefits:
        'PPEC up to 6 hours/day on school days, 10 hours/day in summer; intermittent catheter supplies and wheelchair maintenance covered.',
    },
  },
  {
    facility: 0,
    firstName: 'Aaliyah',
    lastName: 'Johnson',
    dateOfBirth: '2017-01-23',
    medicalRecordNumber: 'MRN-100256',
    primaryDiagnosis: 'G93.1',
    secondaryDiagnoses: ['Z93.0', 'J96.11', 'Z93.1'],
    requiredTherapies: ['respiratory', 'physical', 'occupational', 'speech'],
    careComplexity: 'high',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Chlorhexidine',
        reaction: 'Contact dermatitis around the tracheostomy stoma',
        severity: 'moderate',
        notes: 'Use sterile saline for stoma and G-tube site care.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Keisha Johnson',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0135',
        email: 'keisha.johnson@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Andre Johnson',
        relationship: 'Father',
        phoneNumber: '(321) 555-0136',
        email: null,
        isPrimary: false,
        canPickup: false,
      },
      {
        name: 'Monique Carter',
        relationship: 'Aunt',
        phoneNumber: '(407) 555-0137',
        email: 'monique.carter@example.org',
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Rebecca Lindqvist',
        specialty: 'Pediatrics',
        phoneNumber: '(407) 555-0110',
        email: 'rlindqvist@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Nadia Farouk',
        specialty: 'Pulmonology',
        phoneNumber: '(407) 555-0112',
        email: 'nfarouk@example.org',
        isPrimary: false,
      },
      {
        name: 'Dr. Anthony Mercer',
        specialty: 'Pediatric Neurology',
        phoneNumber: '(407) 555-0111',
        email: 'amercer@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: "Children's Medical Services Health Plan",
      policyNumber: '8813209902',
      groupNumber: 'CMS-SN-2210',
      subscriberName: 'Aaliyah Johnson',
      subscriberDOB: '2017-01-23',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2023-10-01',
      benefits:
        'PPEC 12 hours/day, 5 days/week; private duty nursing 8 hours/night; ventilator, suction, pulse oximetry and trach supplies covered.',
    },
  },
  {
    facility: 0,
    firstName: 'Ethan',
    lastName: 'Nguyen',
    dateOfBirth: '2016-05-30',
    medicalRecordNumber: 'MRN-100263',
    primaryDiagnosis: 'F84.0',
    secondaryDiagnoses: ['F80.2'],
    requiredTherapies: ['behavioral', 'speech', 'occupational'],
    careComplexity: 'low',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Peanuts',
        reaction: 'Facial swelling, widespread hives and vomiting',
        severity: 'severe',
        notes: 'Peanut-free table at meals. Epinephrine auto-injector travels with the child.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Linh Nguyen',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0138',
        email: 'linh.nguyen@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Minh Nguyen',
        relationship: 'Father',
        phoneNumber: '(407) 555-0139',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Jonathan Pierce',
        specialty: 'Pediatrics',
        phoneNumber: '(321) 555-0117',
        email: 'jpierce@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Helen Okonkwo',
        specialty: 'Developmental Pediatrics',
        phoneNumber: '(321) 555-0114',
        email: 'hokonkwo@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Simply Healthcare',
      policyNumber: '6650392214',
      groupNumber: 'SMPL-FL-MMA',
      subscriberName: 'Ethan Nguyen',
      subscriberDOB: '2016-05-30',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2025-04-01',
      benefits: 'Applied behavior analysis up to 20 hours/week; PPEC up to 6 hours/day after school.',
    },
  },
  {
    facility: 0,
    firstName: 'Harper',
    lastName: 'Williams',
    dateOfBirth: '2020-08-17',
    medicalRecordNumber: 'MRN-100270',
    primaryDiagnosis: 'G80.1',
    secondaryDiagnoses: [],
    requiredTherapies: ['physical', 'occupational'],
    careComplexity: 'low',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [],
    emergencyContacts: [
      {
        name: 'Ashley Williams',
        relationship: 'Mother',
        phoneNumber: '(321) 555-0140',
        email: 'ashley.williams@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Ryan Williams',
        relationship: 'Father',
        phoneNumber: '(321) 555-0141',
        email: 'ryan.williams@example.com',
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Jonathan Pierce',
        specialty: 'Pediatrics',
        phoneNumber: '(321) 555-0117',
        email: 'jpierce@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Samuel Whitfield',
        specialty: 'Orthopedics',
        phoneNumber: '(407) 555-0115',
        email: 'swhitfield@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'UnitedHealthcare Community Plan',
      policyNumber: 'UHC938271645',
      groupNumber: 'FLKC-0042',
      subscriberName: 'Ashley Williams',
      subscriberDOB: '1988-04-09',
      relationshipToPatient: 'Child',
      isActive: true,
      effectiveDate: '2026-01-01',
      benefits: 'PPEC up to 8 hours/day, 3 days/week; outpatient PT/OT 2 visits/week; AFOs covered yearly.',
    },
  },
  {
    facility: 0,
    firstName: 'Elijah',
    lastName: 'Thompson',
    dateOfBirth: '2012-02-05',
    medicalRecordNumber: 'MRN-100288',
    primaryDiagnosis: 'G40.909',
    secondaryDiagnoses: ['F71', 'Z93.1', 'R13.12'],
    requiredTherapies: ['physical', 'occupational', 'speech'],
    careComplexity: 'high',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Sulfamethoxazole-trimethoprim (sulfa)',
        reaction: 'Diffuse erythematous rash with fever',
        severity: 'severe',
        notes: 'Avoid all sulfonamide antibiotics.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Denise Holloway',
        relationship: 'Foster Parent',
        phoneNumber: '(407) 555-0142',
        email: 'denise.holloway@example.org',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Carl Holloway',
        relationship: 'Foster Parent',
        phoneNumber: '(407) 555-0143',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
      {
        name: 'Tiffany Thompson',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0144',
        email: null,
        isPrimary: false,
        canPickup: false,
      },
    ],
    physicians: [
      {
        name: 'Dr. Rebecca Lindqvist',
        specialty: 'Pediatrics',
        phoneNumber: '(407) 555-0110',
        email: 'rlindqvist@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Anthony Mercer',
        specialty: 'Pediatric Neurology',
        phoneNumber: '(407) 555-0111',
        email: 'amercer@example.org',
        isPrimary: false,
      },
      {
        name: 'Dr. Gregory Castellanos',
        specialty: 'Gastroenterology',
        phoneNumber: '(407) 555-0113',
        email: null,
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Sunshine Health (Child Welfare Specialty Plan)',
      policyNumber: '7209983140',
      groupNumber: 'SHP-CW-FL02',
      subscriberName: 'Elijah Thompson',
      subscriberDOB: '2012-02-05',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2025-09-15',
      benefits:
        'PPEC up to 12 hours/day, Monday-Friday; rescue seizure medication and enteral feeding supplies covered.',
    },
  },
  {
    facility: 0,
    firstName: 'Valentina',
    lastName: 'Rivera',
    dateOfBirth: '2020-11-28',
    medicalRecordNumber: 'MRN-100297',
    primaryDiagnosis: 'Q05.0',
    secondaryDiagnoses: ['Z98.2', 'Z93.0', 'N31.9'],
    requiredTherapies: ['respiratory', 'physical', 'occupational', 'speech'],
    careComplexity: 'high',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Latex',
        reaction: 'Anaphylaxis with bronchospasm and hives',
        severity: 'life-threatening',
        notes: 'Strict latex precautions. Epinephrine auto-injector (0.15 mg) on file.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Gabriela Rivera',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0145',
        email: 'gabriela.rivera@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Luis Rivera',
        relationship: 'Father',
        phoneNumber: '(407) 555-0146',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Jonathan Pierce',
        specialty: 'Pediatrics',
        phoneNumber: '(321) 555-0117',
        email: 'jpierce@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Nadia Farouk',
        specialty: 'Pulmonology',
        phoneNumber: '(407) 555-0112',
        email: 'nfarouk@example.org',
        isPrimary: false,
      },
      {
        name: 'Dr. Samuel Whitfield',
        specialty: 'Orthopedics',
        phoneNumber: '(407) 555-0115',
        email: 'swhitfield@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: "Children's Medical Services Health Plan",
      policyNumber: '8813211563',
      groupNumber: 'CMS-SN-2210',
      subscriberName: 'Valentina Rivera',
      subscriberDOB: '2020-11-28',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2024-01-01',
      benefits:
        'PPEC 12 hours/day, 5 days/week; tracheostomy supplies, humidification and catheter supplies covered.',
    },
  },
  {
    facility: 0,
    firstName: 'Noah',
    lastName: 'Campbell',
    dateOfBirth: '2023-04-11',
    medicalRecordNumber: 'MRN-100305',
    primaryDiagnosis: 'G80.9',
    secondaryDiagnoses: ['Z93.1', 'E44.0', 'K21.9'],
    requiredTherapies: ['physical', 'occupational', 'speech'],
    careComplexity: 'high',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [],
    emergencyContacts: [
      {
        name: 'Brittany Campbell',
        relationship: 'Mother',
        phoneNumber: '(321) 555-0147',
        email: 'brittany.campbell@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Sharon Campbell',
        relationship: 'Grandmother',
        phoneNumber: '(321) 555-0148',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Rebecca Lindqvist',
        specialty: 'Pediatrics',
        phoneNumber: '(407) 555-0110',
        email: 'rlindqvist@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Gregory Castellanos',
        specialty: 'Gastroenterology',
        phoneNumber: '(407) 555-0113',
        email: null,
        isPrimary: false,
      },
      {
        name: 'Dr. Maya Chen-Ramirez',
        specialty: 'Physiatry',
        phoneNumber: '(321) 555-0116',
        email: 'mchenramirez@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Simply Healthcare',
      policyNumber: '6650417738',
      groupNumber: 'SMPL-FL-MMA',
      subscriberName: 'Noah Campbell',
      subscriberDOB: '2023-04-11',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2023-06-01',
      benefits:
        'PPEC up to 12 hours/day, Monday-Friday; enteral formula, feeding pump and G-tube supplies covered.',
    },
  },
  {
    facility: 0,
    firstName: 'Zoe',
    lastName: 'Patel',
    dateOfBirth: '2015-09-03',
    medicalRecordNumber: 'MRN-100312',
    primaryDiagnosis: 'F71',
    secondaryDiagnoses: ['H90.3', 'K21.9'],
    requiredTherapies: ['speech', 'occupational', 'hearing', 'music'],
    careComplexity: 'medium',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Amoxicillin',
        reaction: 'Maculopapular rash',
        severity: 'mild',
        notes: null,
      },
    ],
    emergencyContacts: [
      {
        name: 'Priya Patel',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0149',
        email: 'priya.patel@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Raj Patel',
        relationship: 'Father',
        phoneNumber: '(407) 555-0150',
        email: 'raj.patel@example.com',
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Jonathan Pierce',
        specialty: 'Pediatrics',
        phoneNumber: '(321) 555-0117',
        email: 'jpierce@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Helen Okonkwo',
        specialty: 'Developmental Pediatrics',
        phoneNumber: '(321) 555-0114',
        email: 'hokonkwo@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Aetna Better Health of Florida',
      policyNumber: 'ABH44120987',
      groupNumber: 'FL-MMA-07',
      subscriberName: 'Raj Patel',
      subscriberDOB: '1982-11-03',
      relationshipToPatient: 'Child',
      isActive: true,
      effectiveDate: '2025-10-01',
      benefits: 'PPEC up to 6 hours/day after school; audiology and hearing aid batteries covered.',
    },
  },
  {
    facility: 0,
    firstName: 'Marcus',
    lastName: 'Davis',
    dateOfBirth: '2018-12-19',
    medicalRecordNumber: 'MRN-100328',
    primaryDiagnosis: 'G80.3',
    secondaryDiagnoses: ['R13.12', 'Z93.1'],
    requiredTherapies: ['physical', 'occupational', 'speech', 'music'],
    careComplexity: 'high',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Cephalexin',
        reaction: 'Hives and facial flushing',
        severity: 'moderate',
        notes: null,
      },
    ],
    emergencyContacts: [
      {
        name: 'Yolanda Davis',
        relationship: 'Legal Guardian',
        phoneNumber: '(407) 555-0151',
        email: 'yolanda.davis@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Terrence Davis',
        relationship: 'Father',
        phoneNumber: '(407) 555-0152',
        email: null,
        isPrimary: false,
        canPickup: false,
      },
    ],
    physicians: [
      {
        name: 'Dr. Rebecca Lindqvist',
        specialty: 'Pediatrics',
        phoneNumber: '(407) 555-0110',
        email: 'rlindqvist@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Gregory Castellanos',
        specialty: 'Gastroenterology',
        phoneNumber: '(407) 555-0113',
        email: null,
        isPrimary: false,
      },
      {
        name: 'Dr. Anthony Mercer',
        specialty: 'Pediatric Neurology',
        phoneNumber: '(407) 555-0111',
        email: 'amercer@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Florida Medicaid (Fee-for-Service)',
      policyNumber: '9100276431',
      groupNumber: null,
      subscriberName: 'Marcus Davis',
      subscriberDOB: '2018-12-19',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2022-03-01',
      benefits: null,
    },
  },
  {
    facility: 0,
    firstName: 'Camila',
    lastName: 'Ortiz',
    dateOfBirth: '2007-06-25',
    medicalRecordNumber: 'MRN-100336',
    primaryDiagnosis: 'F72',
    secondaryDiagnoses: ['G40.909', 'Z93.1'],
    requiredTherapies: ['physical', 'occupational', 'speech', 'art'],
    careComplexity: 'high',
    isActive: false,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Iodinated contrast media',
        reaction: 'Bronchospasm and urticaria during a CT scan',
        severity: 'severe',
        notes: 'Premedication required before any contrast study.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Mariela Ortiz',
        relationship: 'Mother',
        phoneNumber: '(407) 555-0153',
        email: 'mariela.ortiz@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Javier Ortiz',
        relationship: 'Father',
        phoneNumber: '(407) 555-0154',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Jonathan Pierce',
        specialty: 'Pediatrics',
        phoneNumber: '(321) 555-0117',
        email: 'jpierce@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Anthony Mercer',
        specialty: 'Pediatric Neurology',
        phoneNumber: '(407) 555-0111',
        email: 'amercer@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Sunshine Health (Florida Medicaid)',
      policyNumber: '7201156620',
      groupNumber: 'SHP-MMA-FL01',
      subscriberName: 'Camila Ortiz',
      subscriberDOB: '2007-06-25',
      relationshipToPatient: 'Self',
      isActive: false,
      effectiveDate: '2019-07-01',
      benefits: 'Coverage lapsed 2026-08-31 pending Medicaid eligibility redetermination.',
    },
  },
  {
    facility: 1,
    firstName: 'Liam',
    lastName: 'Begay',
    dateOfBirth: '2013-04-02',
    medicalRecordNumber: 'MRN-200114',
    primaryDiagnosis: 'G80.2',
    secondaryDiagnoses: ['H54.7'],
    requiredTherapies: ['physical', 'occupational', 'vision'],
    careComplexity: 'medium',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Peanuts',
        reaction: 'Anaphylaxis: throat tightness, wheezing and vomiting',
        severity: 'life-threatening',
        notes: 'Peanut-free classroom. Epinephrine auto-injector (0.3 mg) travels with the child.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Shandiin Begay',
        relationship: 'Mother',
        phoneNumber: '(602) 555-0160',
        email: 'shandiin.begay@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Dorothy Tsosie',
        relationship: 'Grandmother',
        phoneNumber: '(602) 555-0161',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Laura Benally',
        specialty: 'Pediatrics',
        phoneNumber: '(602) 555-0120',
        email: 'lbenally@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Victor Salazar',
        specialty: 'Pediatric Neurology',
        phoneNumber: '(602) 555-0121',
        email: 'vsalazar@example.org',
        isPrimary: false,
      },
      {
        name: 'Dr. Kavita Rao',
        specialty: 'Physiatry',
        phoneNumber: '(602) 555-0124',
        email: 'krao@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'AHCCCS (Arizona Medicaid)',
      policyNumber: 'A41827365',
      groupNumber: null,
      subscriberName: 'Liam Begay',
      subscriberDOB: '2013-04-02',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2024-10-01',
      benefits:
        'Medical day care up to 6 hours/day after school; PT/OT 2 visits/week; vision services covered.',
    },
  },
  {
    facility: 1,
    firstName: 'Amara',
    lastName: 'Okafor',
    dateOfBirth: '2021-01-15',
    medicalRecordNumber: 'MRN-200127',
    primaryDiagnosis: 'Q05.3',
    secondaryDiagnoses: ['N31.9', 'Z98.2'],
    requiredTherapies: ['physical', 'occupational'],
    careComplexity: 'medium',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [
      {
        allergen: 'Latex',
        reaction: 'Hives and wheezing',
        severity: 'severe',
        notes: 'Latex-free supplies only; nitrile gloves for all care.',
      },
      {
        allergen: 'Adhesive tape',
        reaction: 'Skin redness and peeling',
        severity: 'mild',
        notes: 'Use paper or silicone tape.',
      },
    ],
    emergencyContacts: [
      {
        name: 'Chiamaka Okafor',
        relationship: 'Mother',
        phoneNumber: '(480) 555-0162',
        email: 'chiamaka.okafor@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Emeka Okafor',
        relationship: 'Father',
        phoneNumber: '(480) 555-0163',
        email: 'emeka.okafor@example.com',
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Laura Benally',
        specialty: 'Pediatrics',
        phoneNumber: '(602) 555-0120',
        email: 'lbenally@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Tomas Reyes',
        specialty: 'Orthopedics',
        phoneNumber: '(480) 555-0123',
        email: 'treyes@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'UnitedHealthcare Community Plan',
      policyNumber: 'A53091728',
      groupNumber: 'AZACC-UHC-31',
      subscriberName: 'Amara Okafor',
      subscriberDOB: '2021-01-15',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2025-02-01',
      benefits:
        'Medical day care up to 10 hours/day, Monday-Friday; catheter supplies and orthotics covered.',
    },
  },
  {
    facility: 1,
    firstName: 'Diego',
    lastName: 'Hernandez',
    dateOfBirth: '2024-02-20',
    medicalRecordNumber: 'MRN-200139',
    primaryDiagnosis: 'G80.8',
    secondaryDiagnoses: ['Z93.0', 'J96.11', 'Z93.1'],
    requiredTherapies: ['respiratory', 'physical', 'occupational', 'speech'],
    careComplexity: 'high',
    isActive: true,
    isLinkedToDemoParent: false,
    allergies: [],
    emergencyContacts: [
      {
        name: 'Alejandra Hernandez',
        relationship: 'Mother',
        phoneNumber: '(602) 555-0164',
        email: 'alejandra.hernandez@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'Ricardo Hernandez',
        relationship: 'Father',
        phoneNumber: '(602) 555-0165',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
      {
        name: 'Lucia Morales',
        relationship: 'Aunt',
        phoneNumber: '(602) 555-0166',
        email: null,
        isPrimary: false,
        canPickup: false,
      },
    ],
    physicians: [
      {
        name: 'Dr. Laura Benally',
        specialty: 'Pediatrics',
        phoneNumber: '(602) 555-0120',
        email: 'lbenally@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Emily Harrington',
        specialty: 'Pulmonology',
        phoneNumber: '(480) 555-0122',
        email: 'eharrington@example.org',
        isPrimary: false,
      },
      {
        name: 'Dr. Victor Salazar',
        specialty: 'Pediatric Neurology',
        phoneNumber: '(602) 555-0121',
        email: 'vsalazar@example.org',
        isPrimary: false,
      },
    ],
    insurance: {
      insuranceName: 'Mercy Care',
      policyNumber: 'A60274419',
      groupNumber: 'MC-DDD-ALTCS',
      subscriberName: 'Diego Hernandez',
      subscriberDOB: '2024-02-20',
      relationshipToPatient: 'Self',
      isActive: true,
      effectiveDate: '2024-05-01',
      benefits:
        'ALTCS/DDD: medical day care 12 hours/day, 5 days/week; home ventilator, trach and enteral supplies covered.',
    },
  },
  {
    facility: 1,
    firstName: 'Grace',
    lastName: 'Kim',
    dateOfBirth: '2009-10-30',
    medicalRecordNumber: 'MRN-200142',
    primaryDiagnosis: 'G80.4',
    secondaryDiagnoses: ['F70'],
    requiredTherapies: ['physical', 'occupational', 'speech', 'art'],
    careComplexity: 'low',
    isActive: false,
    isLinkedToDemoParent: false,
    allergies: [],
    emergencyContacts: [
      {
        name: 'Soo-jin Kim',
        relationship: 'Mother',
        phoneNumber: '(480) 555-0167',
        email: 'soojin.kim@example.com',
        isPrimary: true,
        canPickup: true,
      },
      {
        name: 'David Kim',
        relationship: 'Father',
        phoneNumber: '(480) 555-0168',
        email: null,
        isPrimary: false,
        canPickup: true,
      },
    ],
    physicians: [
      {
        name: 'Dr. Laura Benally',
        specialty: 'Pediatrics',
        phoneNumber: '(602) 555-0120',
        email: 'lbenally@example.org',
        isPrimary: true,
      },
      {
        name: 'Dr. Kavita Rao',
        specialty: 'Physiatry',
        phoneNumber: '(602) 555-0124',
        email: 'krao@example.org',
        isPrimary: false,
      },
    ],
    insurance: null,
  },
];
