// The CareNest domain: shared by server and web, with no I/O.
export * from './api.ts';
export * from './roles.ts';
export * from './permissions.ts';
export * from './routes.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './schemas/auth.ts';
export * from './schemas/patients.ts';
export * from './schemas/dashboard.ts';
export * from './schemas/errors.ts';
export * from './rules/dashboard.ts';
export * from './rules/time.ts';
export * from './schemas/patient-detail-response.ts';
export * from './rules/canonical-json.ts';
export * from './schemas/registration.ts';
export * from './rules/hipaa-agreement.ts';
