// Runs once per page load, off the main thread (ARCHITECTURE.md, "Serving the web app"): the first Intl
// formatter a renderer builds loads ICU's shared data, 30–120 ms of one task on a slow machine. Built here first,
// it leaves the main thread's first date, time or number formatting well under a millisecond.

const now = new Date();
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// Each locale core's time rules format dates and times with (rules/time.ts), and the number formatting the
// dashboard's counts use.
for (const locale of ['en-US', 'en-CA', 'en-GB']) now.toLocaleString(locale, { timeZone });
(1234).toLocaleString('en-US');
self.close();
