export { announceDailyReport } from './announce-daily-report.ts';
