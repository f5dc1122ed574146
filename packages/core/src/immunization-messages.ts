/**
 * The infection control sentences: immunizations and illness exclusions (Florida 59A-13.020, 26 TAC §550.211), spread into MESSAGES so server
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
  exclusionSymptomsRequired: 'Please describe the symptoms',
  exclusionIsolatedAtRequired: 'Please enter when the isolation started',
  exclusionAlreadyOpen: 'This person is already excluded; record the return clearance first',
  exclusionNoneOpen: 'There is no open exclusion to clear',
  exclusionStatementDateRequired: "Please enter the date of the physician's written statement",
  exclusionStatementBeforeIsolation: "The physician's statement cannot be dated before the isolation",
  exclusionDocumentRequired: "Please choose the uploaded physician's statement of this child",
  exclusionStaffRequired: 'Please choose a staff member of this facility',
  exclusionMonthRequired: 'Please choose a month (YYYY-MM)',
  childExcluded:
    'This child is excluded for a suspected communicable illness (Florida 59A-13.020): check-in needs a ' +
    "return clearance with the physician's written statement",
  staffExcluded:
    'You are excluded for a suspected communicable illness (Florida 59A-13.020): clock-in needs a return ' +
    "clearance with a physician's written statement",
  exclusionRecorded: 'Exclusion recorded; the parents have been notified',
  exclusionCleared: 'Return clearance recorded',
  failedToRecordExclusion: 'Failed to record the exclusion',
  failedToLoadInfectionLog: 'Failed to load the infection log',
  parentsNotifiedOfExclusion: 'Your child was isolated for a suspected communicable illness',
} as const;
