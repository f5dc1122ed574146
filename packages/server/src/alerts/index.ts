// The alerts feature's public face (ARCHITECTURE.md, "Server folders"): which alerts an actor sees (the
// dashboard counts them) and raising one (security events and emergency access do).
export { scopedAlerts } from './scoped-alerts.ts';
export { publishSystemAlertChanged, raiseSystemAlert, type SystemAlertInput } from './raise-system-alert.ts';
