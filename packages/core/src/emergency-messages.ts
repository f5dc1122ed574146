/**
 * The emergency preparedness screen's sentences (26 TAC §550.209, Florida 59A-13.022), spread into MESSAGES
 * so server answers and screens use the same words.
 */
export const EMERGENCY_MESSAGES = {
  emergencyDateRequired: 'Please choose a date',
  drillTypeRequired: 'Please choose the kind of drill',
  drillDurationInvalid: 'Enter the duration in whole minutes, from 1 to 1440',
  drillFindingsRequired: 'Please describe what the drill found',
  drillRecorded: 'Drill recorded',
  failedToRecordDrill: 'Failed to record drill',
  generatorDurationInvalid: 'Enter the run time in whole minutes, from 1 to 1440',
  generatorOutcomeRequired: 'Please choose whether the generator passed',
  generatorTestedByRequired: 'Please name who ran the test',
  generatorSignatureRequired: 'Please sign the entry',
  generatorTestRecorded: 'Generator test recorded and signed',
  failedToRecordGeneratorTest: 'Failed to record generator test',
  emergencyDocumentKindRequired: 'Please choose the kind of document',
  emergencyDocumentTitleRequired: 'Please give the document a title',
  emergencyDocumentExpiryBeforeIssue: 'The expiry date must be after the issue date',
  emergencyDocumentRecorded: 'Document on file recorded',
  failedToRecordEmergencyDocument: 'Failed to record document',
  evacuationTransportRequired: 'Please choose how the child is moved in an evacuation',
  evacuationNeedsSaved: 'Evacuation needs saved',
  failedToSaveEvacuationNeeds: 'Failed to save evacuation needs',
  failedToDownloadRoster: 'Failed to download the evacuation roster',
  failedToLoadEmergency: 'Failed to load emergency preparedness',
  generatorTestOverdue:
    'The generator test is overdue: Florida 59A-13.022 requires a test every 30 days with a signed log',
  generatorTestDueSoon: 'The generator test is due within a week',
  generatorNeverTested: 'No generator test is on the log: Florida 59A-13.022 requires one every 30 days',
  unannouncedDrillMissing: 'No unannounced drill in the past 12 months: 26 TAC §550.209 requires one a year',
  fireInspectionMissing:
    'No current fire inspection report is on file: Florida 59A-13.022 requires the yearly report',
} as const;
