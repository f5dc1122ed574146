// What other features use of notifications (ARCHITECTURE.md, "Server folders"): a patient's care team and
// creating notifications for them in the caller's transaction.
export {
  createNotifications,
  findCareTeam,
  findParents,
  type CareTeamPatient,
  type NotificationContent,
} from './notify-care-team.ts';
export { recipientsWanting } from './preferences.ts';
