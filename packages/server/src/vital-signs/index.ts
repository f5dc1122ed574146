// What other features use of vital signs (ARCHITECTURE.md, "Server folders"): the wording of an alert
// notification, which the demo seed gives its abnormal readings too.
export { describeAlertsForNotification } from './alert-notification.ts';
