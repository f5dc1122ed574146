import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { addMedicationSchema, administerMedicationSchema } from '../schemas/medications.ts';
import {
  administrationTimeProblem,
  facilityDayBounds,
  isDoseOutstanding,
  scheduleDoses,
  wallTimeToInstant,
  type RecordedDose,
} from './medication-schedule.ts';

const NEW_YORK = 'America/New_York';
/** A winter Monday in New York (UTC-5): 08:00 there is 13:00Z. */
const DAY = '2026-03-02';
const SCHEDULE = ['08:00', '12:00', '20:00'];

/** The statuses of the New York schedule at a New York wall-clock time of DAY (or another day). */
function statusesAt(time: string, recorded: RecordedDose[] = [], onDay = DAY) {
  const now = wallTimeToInstant(onDay, time, NEW_YORK);
  return scheduleDoses({ scheduledTimes: SCHEDULE, day: DAY, timeZone: NEW_YORK, recorded, now }).map(
    (dose) => dose.status,
  );
}

describe('wall-clock times in the facility time zone', () => {
  it('turns HH:mm on a facility day into the instant it falls on, winter and summer', () => {
    expect(wallTimeToInstant(DAY, '08:00', NEW_YORK).toISOString()).toBe('2026-03-02T13:00:00.000Z');
    expect(wallTimeToInstant('2026-07-01', '08:00', NEW_YORK).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(wallTimeToInstant('2026-07-01', '08:00', 'America/Phoenix').toISOString()).toBe(
      '2026-07-01T15:00:00.000Z',
    );
  });
  it('moves a time skipped by the spring change forward, and takes the first of a repeated autumn time', () => {
    expect(wallTimeToInstant('2026-03-08', '02:30', NEW_YORK).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(wallTimeToInstant('2026-11-01', '01:30', NEW_YORK).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
  it('gives a facility day its true length: 23 hours in spring, 25 in autumn', () => {
    const spring = facilityDayBounds('2026-03-08', NEW_YORK);
    const autumn = facilityDayBounds('2026-11-01', NEW_YORK);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
    expect(facilityDayBounds('2026-12-31', NEW_YORK).end.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
});

describe('the status of each scheduled dose', () => {
  it('is upcoming until 60 minutes before its time', () => {
    expect(statusesAt('06:59')).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });
  it('is due from 60 minutes before to 60 minutes after its time', () => {
    expect(statusesAt('07:00')[0]).toBe('due');
    expect(statusesAt('08:00')[0]).toBe('due');
    expect(statusesAt('09:00')[0]).toBe('due');
  });
  it('is late more than 60 minutes after its time', () => {
    expect(statusesAt('09:01')[0]).toBe('late');
    expect(statusesAt('10:59')).toEqual(['late', 'upcoming', 'upcoming']);
  });
  it("is missed once the medication's next scheduled time comes", () => {
    expect(statusesAt('11:59')[0]).toBe('late');
    expect(statusesAt('12:00')).toEqual(['missed', 'due', 'upcoming']);
  });
  it("is missed once the facility's day is over, for the last dose of the day", () => {
    expect(statusesAt('23:59')).toEqual(['missed', 'missed', 'late']);
    expect(statusesAt('00:00', [], '2026-03-03')).toEqual(['missed', 'missed', 'missed']);
  });
  it('takes the outcome of a recorded dose, whatever the clock says', () => {
    const recorded: RecordedDose[] = [
      { scheduledFor: '2026-03-02T13:00:00Z', outcome: 'given', administrationId: 'a' },
      { scheduledFor: wallTimeToInstant(DAY, '12:00', NEW_YORK), outcome: 'refused', administrationId: 'b' },
      { scheduledFor: '2026-03-03T01:00:00Z', outcome: 'held', administrationId: 'c' },
    ];
    const doses = scheduleDoses({
      scheduledTimes: SCHEDULE,
      day: DAY,
      timeZone: NEW_YORK,
      recorded,
      now: wallTimeToInstant(DAY, '23:00', NEW_YORK),
    });
    expect(doses.map((dose) => [dose.status, dose.administrationId])).toEqual([
      ['given', 'a'],
      ['refused', 'b'],
      ['held', 'c'],
    ]);
  });
  it('counts a dose given at home within the hour of a scheduled time as given at home, not due', () => {
    const doses = scheduleDoses({
      scheduledTimes: SCHEDULE,
      day: DAY,
      timeZone: NEW_YORK,
      recorded: [],
      now: wallTimeToInstant(DAY, '08:30', NEW_YORK),
      givenAtHome: [wallTimeToInstant(DAY, '07:20', NEW_YORK)],
    });
    expect(doses.map((dose) => dose.status)).toEqual(['given_at_home', 'upcoming', 'upcoming']);
  });
  it('lets one home dose cover one scheduled dose only, and none more than an hour away', () => {
    const statuses = (givenAtHome: string[]) =>
      scheduleDoses({
        scheduledTimes: SCHEDULE,
        day: DAY,
        timeZone: NEW_YORK,
        recorded: [],
        now: wallTimeToInstant(DAY, '08:30', NEW_YORK),
        givenAtHome: givenAtHome.map((time) => wallTimeToInstant(DAY, time, NEW_YORK)),
      }).map((dose) => dose.status);
    expect(statuses(['07:00'])[0]).toBe('given_at_home');
    expect(statuses(['07:59', '08:01'])).toEqual(['given_at_home', 'upcoming', 'upcoming']);
    expect(statuses(['06:30'])[0]).toBe('due');
  });
  it('ignores a dose recorded for another day or time', () => {
    const recorded: RecordedDose[] = [
      { scheduledFor: '2026-03-01T13:00:00Z', outcome: 'given', administrationId: 'yesterday' },
    ];
    expect(statusesAt('08:30', recorded)[0]).toBe('due');
  });
  it('is computed in the facility time zone, not the server one', () => {
    const now = new Date('2026-03-02T13:30:00Z');
    const at = (timeZone: string) =>
      scheduleDoses({ scheduledTimes: ['08:00'], day: DAY, timeZone, recorded: [], now })[0]!.status;
    expect(at(NEW_YORK)).toBe('due');
    expect(at('America/Phoenix')).toBe('upcoming');
    expect(at('UTC')).toBe('late');
  });
  it('lists the times in order, once each, and none before the start date', () => {
    const doses = scheduleDoses({
      scheduledTimes: ['20:00', '08:00', '08:00'],
      day: DAY,
      timeZone: NEW_YORK,
      recorded: [],
      now: new Date(),
    });
    expect(doses.map((dose) => dose.time)).toEqual(['08:00', '20:00']);
    const notStarted = {
      scheduledTimes: SCHEDULE,
      day: DAY,
      timeZone: NEW_YORK,
      recorded: [],
      now: new Date(),
    };
    expect(scheduleDoses({ ...notStarted, startDate: '2026-03-03' })).toEqual([]);
    expect(scheduleDoses({ ...notStarted, startDate: DAY })).toHaveLength(3);
  });
  it('leaves out open doses scheduled before the order was entered, but keeps recorded ones', () => {
    const doses = scheduleDoses({
      scheduledTimes: SCHEDULE,
      day: DAY,
      timeZone: NEW_YORK,
      recorded: [
        { scheduledFor: wallTimeToInstant(DAY, '08:00', NEW_YORK), outcome: 'given', administrationId: 'a' },
      ],
      now: wallTimeToInstant(DAY, '13:00', NEW_YORK),
      orderedAt: wallTimeToInstant(DAY, '12:30', NEW_YORK),
    });
    expect(doses.map((dose) => [dose.time, dose.status])).toEqual([
      ['08:00', 'given'],
      ['20:00', 'upcoming'],
    ]);
  });
  it('owes each time under the order version in force at it, and nothing once the order is stopped', () => {
    const at = (time: string) => wallTimeToInstant(DAY, time, NEW_YORK);
    const doses = scheduleDoses({
      scheduledTimes: [],
      day: DAY,
      timeZone: NEW_YORK,
      recorded: [],
      now: at('14:30'),
      versions: [
        { from: new Date('2026-01-01T00:00:00Z'), times: ['08:00', '16:00'] },
        { from: at('10:00'), times: ['09:00', '14:00', '16:00', '20:00'] },
      ],
      stoppedAt: at('18:00'),
    });
    expect(doses.map((dose) => [dose.time, dose.status])).toEqual([
      ['08:00', 'missed'],
      ['14:00', 'due'],
      ['16:00', 'upcoming'],
    ]);
  });
  it('counts due and late doses as outstanding, nothing else', () => {
    expect(['due', 'late'].every((status) => isDoseOutstanding(status as 'due'))).toBe(true);
    expect(
      (['upcoming', 'missed', 'given', 'held', 'refused'] as const).some((status) =>
        isDoseOutstanding(status),
      ),
    ).toBe(false);
  });
});

describe('the stated administration time', () => {
  const now = new Date('2026-03-02T15:00:00Z');
  const shifted = (milliseconds: number) => new Date(now.getTime() + milliseconds);
  it('may be up to 5 minutes ahead of the server clock and up to 24 hours behind it', () => {
    expect(administrationTimeProblem(shifted(5 * 60_000), now)).toBeNull();
    expect(administrationTimeProblem(shifted(-24 * 3_600_000), now)).toBeNull();
  });
  it('is refused further ahead or further back, each with its own sentence', () => {
    expect(administrationTimeProblem(shifted(5 * 60_000 + 1000), now)).toBe(
      MESSAGES.administrationTimeInFuture,
    );
    expect(administrationTimeProblem(shifted(-24 * 3_600_000 - 1000), now)).toBe(
      MESSAGES.administrationTimeTooOld,
    );
  });
});

describe('the medication forms', () => {
  const signature = 'data:image/png;base64,iVBORw0KGgo=';
  const dose = { administrationTime: '2026-03-02T13:05:00Z', signature, dosageGiven: '250 mg' };
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('asks for dosage and signature when the dosage is blank or the signature missing', () => {
    expect(firstMessage(administerMedicationSchema.safeParse({ ...dose, dosageGiven: '  ' }))).toBe(
      MESSAGES.dosageAndSignatureRequired,
    );
    expect(firstMessage(administerMedicationSchema.safeParse({ ...dose, signature: '' }))).toBe(
      MESSAGES.dosageAndSignatureRequired,
    );
    expect(administerMedicationSchema.safeParse(dose).success).toBe(true);
  });
  it('asks for a reason when a dose is held or refused, and not for a dosage', () => {
    const held = { ...dose, dosageGiven: undefined, outcome: 'held' };
    expect(firstMessage(administerMedicationSchema.safeParse(held))).toBe(
      MESSAGES.administrationReasonRequired,
    );
    expect(administerMedicationSchema.safeParse({ ...held, reason: 'Asleep' }).success).toBe(true);
  });
  it('requires name, dosage, frequency and prescribed by; the route defaults to oral', () => {
    const parsed = addMedicationSchema.parse({
      name: 'Baclofen',
      dosage: '5 mg',
      frequency: 'Three times daily',
      prescribedBy: 'Dr. Patel',
    });
    expect(parsed.route).toBe('oral');
    expect(parsed.scheduledTimes).toEqual([]);
    expect(firstMessage(addMedicationSchema.safeParse({ ...parsed, name: ' ' }))).toBe(
      MESSAGES.medicationNameRequired,
    );
    expect(firstMessage(addMedicationSchema.safeParse({ ...parsed, scheduledTimes: ['8:00'] }))).toBe(
      MESSAGES.scheduledTimeInvalid,
    );
    expect(firstMessage(addMedicationSchema.safeParse({ ...parsed, ndcCode: '12-3' }))).toBe(
      MESSAGES.ndcCodeInvalid,
    );
  });
});
