import { SECURITY_EVENT_TYPES, SEVERITIES, type SecurityEventType, type Severity } from '@carenest/core';

/** Readable names of the security event types ("login_failure" → "Login failure"). */
export const SECURITY_EVENT_TYPE_LABELS: Record<SecurityEventType, string> = {
  login_attempt: 'Login attempt',
  login_failure: 'Login failure',
  account_locked: 'Account locked',
  password_changed: 'Password changed',
  mfa_enabled: 'MFA enabled',
  mfa_disabled: 'MFA disabled',
  unauthorized_access: 'Unauthorized access',
  data_export: 'Data export',
  suspicious_activity: 'Suspicious activity',
};

/** Readable names of the severities. */
export const SEVERITY_LABELS: Record<Severity, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** Chart colour of each severity, matching the severity badges. */
export const SEVERITY_CHART_COLORS: Record<Severity, string> = {
  low: 'gray.6',
  medium: 'yellow.6',
  high: 'orange.6',
  critical: 'red.7',
};

/** Options of the type filter. */
export const SECURITY_EVENT_TYPE_OPTIONS = SECURITY_EVENT_TYPES.map((type) => ({
  value: type,
  label: SECURITY_EVENT_TYPE_LABELS[type],
}));

/** Options of the severity filter. */
export const SEVERITY_OPTIONS = SEVERITIES.map((severity) => ({
  value: severity,
  label: SEVERITY_LABELS[severity],
}));
