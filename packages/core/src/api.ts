/** The API's paths, shared by the server's routes and the web client. */
export const API_PATHS = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  demoAccounts: '/api/auth/demo-accounts',
  login: '/api/auth/login',
  loginMfa: '/api/auth/login/mfa',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  dashboard: '/api/dashboard',
  mfaSetup: '/api/account/mfa/setup',
  mfaEnable: '/api/account/mfa/enable',
  mfaDisable: '/api/account/mfa/disable',
  password: '/api/account/password',
  sessions: '/api/account/sessions',
  hipaaStatus: '/api/hipaa',
  hipaaSign: '/api/hipaa/sign',
  hipaaDecline: '/api/hipaa/decline',
  patients: '/api/patients',
  patient: (patientId: string) => `/api/patients/${encodeURIComponent(patientId)}`,
} as const;

/** Error codes of the error shape, one per kind of refusal. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  crossOrigin: 'CROSS_ORIGIN_REFUSED',
  internal: 'INTERNAL_ERROR',
} as const;
