/**
 * The immunization record's sentences (Florida 59A-13.020, 26 TAC §550.211), spread into MESSAGES so server
 * answers and screens use the same words.
 */
export const IMMUNIZATION_MESSAGES = {
  immunizationVaccineRequired: 'Please choose the vaccine (CVX code)',
  immunizationDateRequired: 'Please enter the date the dose was given',
  immunizationBeforeBirth: 'The dose cannot be dated before the child was born',
  immunizationDoseInvalid: 'Enter the dose number, from 1 to 10',
  immunizationSourceRequired: 'Please choose where the record comes from',
  immunizationRecorded: 'Immunization recorded',
  failedToRecordImmunization: 'Failed to record immunization',
  failedToLoadImmunizations: 'Failed to load immunizations',
  noImmunizations: 'No immunizations recorded yet',
} as const;
