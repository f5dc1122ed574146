import type { MedicationRoute } from '@carenest/core';

/**
 * A demo prescription; `scheduledTimes` are the doses given at the center (home doses are not charted here).
 * A controlled one's given doses carry the demo witness nurse; a discontinued one stopped `daysAgo` weekdays
 * ago with its reason, and keeps its doses before that in the chart's history.
 */
export interface DemoMedication {
  name: string;
  dosage: string;
  frequency: string;
  route: MedicationRoute;
  instructions: string | null;
  scheduledTimes: string[];
  isControlled?: true;
  discontinued?: { weekdaysAgo: number; reason: string };
}

const G_TUBE = 'Give via G-tube; flush with 10 mL water before and after.';

/** Demo prescriptions by medical record number, matched to each child's diagnoses and allergies. */
export const DEMO_MEDICATIONS: Record<string, DemoMedication[]> = {
  // Mateo: spastic quadriplegic CP, gastrostomy, dysphagia; allergic to penicillin.
  'MRN-100234': [
    {
      name: 'Baclofen',
      dosage: '5 mg',
      frequency: 'Three times daily',
      route: 'other',
      instructions: `For spasticity. ${G_TUBE} Do not stop abruptly.`,
      scheduledTimes: ['08:00', '12:00', '16:00'],
    },
    {
      name: 'Glycopyrrolate oral solution',
      dosage: '0.5 mg (0.5 mL)',
      frequency: 'Twice daily',
      route: 'other',
      instructions: `For drooling. ${G_TUBE} Watch for constipation and flushing.`,
      scheduledTimes: ['09:00', '15:00'],
    },
    {
      name: 'Polyethylene glycol 3350',
      dosage: '8.5 g',
      frequency: 'Once daily',
      route: 'other',
      instructions: 'Dissolve in 120 mL water; give via G-tube over 10 minutes.',
      scheduledTimes: ['10:00'],
    },
  ],
  // Sofia: Down syndrome, atrial septal defect, reflux; allergic to eggs.
  'MRN-100235': [
    {
      name: 'Omeprazole oral suspension',
      dosage: '10 mg',
      frequency: 'Once daily',
      route: 'oral',
      instructions: 'Give 30 minutes before the morning feed.',
      scheduledTimes: ['07:30'],
    },
    {
      name: 'Acetaminophen oral suspension',
      dosage: '160 mg (5 mL)',
      frequency: 'Every 6 hours as needed for fever or pain',
      route: 'oral',
      instructions: 'No more than 4 doses in 24 hours. Record temperature before giving.',
      scheduledTimes: [],
    },
  ],
  // Jayden: lumbar spina bifida with shunted hydrocephalus, neurogenic bladder; latex and adhesive allergies.
  'MRN-100241': [
    {
      name: 'Oxybutynin',
      dosage: '5 mg',
      frequency: 'Twice daily',
      route: 'oral',
      instructions: 'Give with clean intermittent catheterization schedule. Latex-free supplies only.',
      scheduledTimes: ['08:00', '16:00'],
    },
    {
      name: 'Nitrofurantoin oral suspension',
      dosage: '50 mg',
      frequency: 'Once daily (UTI prophylaxis)',
      route: 'oral',
      instructions: 'Give with food.',
      scheduledTimes: ['12:00'],
      discontinued: {
        weekdaysAgo: 1,
        reason: 'Urology stopped the prophylaxis after a clean renal ultrasound (Dr. Okonkwo, phone order)',
      },
    },
  ],
  // Aaliyah: anoxic brain injury, tracheostomy, chronic respiratory failure, gastrostomy; chlorhexidine allergy.
  'MRN-100256': [
    {
      name: 'Levetiracetam oral solution',
      dosage: '250 mg (2.5 mL)',
      frequency: 'Twice daily (evening dose at home)',
      route: 'other',
      instructions: `Seizure control. ${G_TUBE}`,
      scheduledTimes: ['08:00'],
    },
    {
      name: 'Albuterol nebulizer solution',
      dosage: '2.5 mg / 3 mL',
      frequency: 'Every 4 hours while awake',
      route: 'inhalation',
      instructions: 'Nebulize through the tracheostomy collar. Record heart rate before and after.',
      scheduledTimes: ['08:00', '12:00', '16:00'],
    },
    {
      name: 'Glycopyrrolate oral solution',
      dosage: '1 mg (1 mL)',
      frequency: 'Twice daily',
      route: 'other',
      instructions: `For tracheal secretions. ${G_TUBE}`,
      scheduledTimes: ['09:00', '15:00'],
    },
    {
      name: 'Clonazepam oral suspension',
      dosage: '0.25 mg',
      frequency: 'Twice daily',
      route: 'other',
      instructions: `For myoclonic jerks. ${G_TUBE} Hold if respiratory rate below 16 and call the physician.`,
      scheduledTimes: ['08:00', '14:00'],
      isControlled: true,
    },
  ],
  // Ethan: autism with expressive language disorder; peanut allergy.
  'MRN-100263': [
    {
      name: 'Guanfacine extended-release',
      dosage: '1 mg',
      frequency: 'Once daily',
      route: 'oral',
      instructions: 'Swallow whole; do not crush. Hold if heart rate below 60 and call the physician.',
      scheduledTimes: ['08:30'],
    },
  ],
  // Harper: spastic diplegic CP; no known allergies.
  'MRN-100270': [
    {
      name: 'Baclofen',
      dosage: '2.5 mg',
      frequency: 'Three times daily',
      route: 'oral',
      instructions: 'For spasticity. Do not stop abruptly.',
      scheduledTimes: ['08:00', '12:00', '16:00'],
    },
    {
      name: 'Polyethylene glycol 3350',
      dosage: '8.5 g',
      frequency: 'Once daily',
      route: 'oral',
      instructions: 'Dissolve in 120 mL of water or juice.',
      scheduledTimes: ['12:00'],
    },
  ],
  // Elijah: epilepsy, moderate intellectual disability, gastrostomy; sulfa allergy.
  'MRN-100288': [
    {
      name: 'Levetiracetam oral solution',
      dosage: '500 mg (5 mL)',
      frequency: 'Twice daily (evening dose at home)',
      route: 'other',
      instructions: `Seizure control. ${G_TUBE}`,
      scheduledTimes: ['08:00'],
    },
    {
      name: 'Clobazam oral suspension',
      dosage: '5 mg',
      frequency: 'Twice daily',
      route: 'other',
      instructions: `Adjunct seizure control. ${G_TUBE} Watch for drowsiness.`,
      scheduledTimes: ['08:00', '16:00'],
      isControlled: true,
    },
    {
      name: 'Diazepam rectal gel',
      dosage: '10 mg',
      frequency: 'As needed for a seizure lasting more than 5 minutes',
      route: 'rectal',
      instructions: 'Call 911 after giving. One dose only; note seizure start time.',
      scheduledTimes: [],
      isControlled: true,
    },
  ],
  // Valentina: cervical spina bifida with hydrocephalus, tracheostomy, neurogenic bladder; latex allergy.
  'MRN-100297': [
    {
      name: 'Oxybutynin oral syrup',
      dosage: '2.5 mg (2.5 mL)',
      frequency: 'Twice daily',
      route: 'oral',
      instructions: 'Latex-free supplies only.',
      scheduledTimes: ['08:00', '16:00'],
    },
    {
      name: 'Budesonide inhalation suspension',
      dosage: '0.5 mg / 2 mL',
      frequency: 'Once daily',
      route: 'inhalation',
      instructions: 'Nebulize through the tracheostomy collar; wipe the stoma area afterwards.',
      scheduledTimes: ['09:00'],
    },
  ],
  // Noah: CP, gastrostomy, malnutrition, reflux.
  'MRN-100305': [
    {
      name: 'Omeprazole oral suspension',
      dosage: '5 mg',
      frequency: 'Once daily',
      route: 'other',
      instructions: `Give 30 minutes before the first feed. ${G_TUBE}`,
      scheduledTimes: ['07:30'],
    },
    {
      name: 'Pediatric multivitamin with iron drops',
      dosage: '1 mL',
      frequency: 'Once daily',
      route: 'other',
      instructions: G_TUBE,
      scheduledTimes: ['12:00'],
    },
  ],
  // Zoe: moderate intellectual disability, hearing loss, reflux; amoxicillin allergy.
  'MRN-100312': [
    {
      name: 'Famotidine oral suspension',
      dosage: '10 mg',
      frequency: 'Twice daily',
      route: 'oral',
      instructions: null,
      scheduledTimes: ['08:00', '16:00'],
    },
  ],
  // Marcus: athetoid CP, dysphagia, gastrostomy; cephalexin allergy.
  'MRN-100328': [
    {
      name: 'Trihexyphenidyl oral solution',
      dosage: '1 mg',
      frequency: 'Three times daily',
      route: 'other',
      instructions: `For dystonia. ${G_TUBE}`,
      scheduledTimes: ['08:00', '12:00', '16:00'],
    },
    {
      name: 'Glycopyrrolate oral solution',
      dosage: '0.5 mg (0.5 mL)',
      frequency: 'Twice daily',
      route: 'other',
      instructions: `For drooling. ${G_TUBE}`,
      scheduledTimes: ['09:00', '15:00'],
    },
  ],
};
