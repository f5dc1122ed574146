import { describeVitalAlert, type VitalAlert } from '@carenest/core';
import type { NotificationContent } from '../notifications/index.ts';

/**
 * The notification of a reading's high and critical alerts: "Critical vital sign alert: <child>", each
 * alert in words, and a link to the chart's Vital Signs tab.
 */
export function describeAlertsForNotification(
  patient: { id: string; firstName: string; lastName: string },
  alerts: readonly VitalAlert[],
): NotificationContent {
  const isCritical = alerts.some((alert) => alert.severity === 'critical');
  return {
    title: `${isCritical ? 'Critical' : 'High'} vital sign alert: ${patient.firstName} ${patient.lastName}`,
    body: alerts.map(describeVitalAlert).join('; '),
    link: `/patients/${patient.id}?tab=vital-signs`,
    severity: isCritical ? 'critical' : 'high',
  };
}
