// One policy per resource: pure functions over an actor and the facts of a loaded record, called by the
// server once after its scoped load and by the web to decide what it shows (ARCHITECTURE.md, "Policies").
export * from './policy-actor.ts';
export * from './facility-scope.ts';
export * from './patients.ts';
export * from './clinical-notes.ts';
export * from './medications.ts';
export * from './documents.ts';
export * from './vital-signs.ts';
export * from './users.ts';
export * from './assignments.ts';
export * from './monitoring.ts';
export * from './facilities.ts';
export * from './transport.ts';
export * from './attendance.ts';
export * from './staffing.ts';
export * from './driver-tasks.ts';
export * from './family-links.ts';
export * from './secure-messages.ts';
export * from './morning-handoffs.ts';
export * from './appointments.ts';
export * from './daily-reports.ts';
export * from './billing.ts';
export * from './eod-reports.ts';
export * from './fhir-clients.ts';
export * from './patient-photos.ts';
