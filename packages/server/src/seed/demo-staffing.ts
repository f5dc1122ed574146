import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  addCalendarDays,
  stateRulesFor,
  todayInZone,
  wallTimeToInstant,
  type CredentialType,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { sampleSignatureDataUrl } from '../hipaa/index.ts';
import { reviewStaffingRatio } from '../staffing/index.ts';

/** The demo staff of the home facility the staffing story names. */
export interface DemoStaff {
  nurse: string;
  witnessNurse: string;
  therapist: string;
  driver: string;
  administrator: string;
}

/** Each demo staff member's credentials: type, number and state where it has them, days issued and expiring. */
const DEMO_CREDENTIALS: readonly {
  holder: keyof DemoStaff;
  type: CredentialType;
  number?: string;
  issuedDaysAgo: number;
  expiresInDays: number | null;
}[] = [
  { holder: 'nurse', type: 'nursing_license', number: 'RN-884213', issuedDaysAgo: 400, expiresInDays: 330 },
  { holder: 'nurse', type: 'cpr', issuedDaysAgo: 712, expiresInDays: 18 },
  { holder: 'nurse', type: 'pals', issuedDaysAgo: 200, expiresInDays: 530 },
  { holder: 'nurse', type: 'tb_test', issuedDaysAgo: 90, expiresInDays: 275 },
  { holder: 'nurse', type: 'hepatitis_b_immunization', issuedDaysAgo: 1500, expiresInDays: null },
  {
    holder: 'witnessNurse',
    type: 'nursing_license',
    number: 'LVN-230418',
    issuedDaysAgo: 300,
    expiresInDays: 430,
  },
  { holder: 'witnessNurse', type: 'cpr', issuedDaysAgo: 100, expiresInDays: 630 },
  { holder: 'therapist', type: 'cpr', issuedDaysAgo: 150, expiresInDays: 580 },
  { holder: 'therapist', type: 'tb_test', issuedDaysAgo: 60, expiresInDays: 305 },
  { holder: 'driver', type: 'drivers_license', number: 'D4471902', issuedDaysAgo: 900, expiresInDays: 560 },
  { holder: 'driver', type: 'cpr', issuedDaysAgo: 250, expiresInDays: 480 },
  { holder: 'driver', type: 'misconduct_registry_check', issuedDaysAgo: 30, expiresInDays: 335 },
];

/**
 * The demo's staffing: each staff member's credentials (the nurse's CPR card expiring within 30 days), and today
 * on the facility's clock, the nurse (RN), the driver and the therapist clocked in, three children checked in at
 * the front desk with the RN on duty (met), a fourth child a while later (not met: one qualified staff member
 * for four children, a high alert raised), then the witness nurse clocking in as LVN (met again, the alert
 * resolved). The story is spread over the part of today already gone, so it is in the past whenever the seed
 * runs. Children on today's routes are left to the routes.
 */
export async function seedDemoStaffing(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; staff: DemoStaff; now: Date },
): Promise<void> {
  const { facilityId, timeZone, staff, now } = options;
  const today = todayInZone(now, timeZone);
  await trx
    .insertInto('staff_credentials')
    .values(
      DEMO_CREDENTIALS.map((credential) => ({
        facility_id: facilityId,
        user_id: staff[credential.holder],
        type: credential.type,
        license_number: credential.number ?? null,
        issuing_state: credential.number ? 'FL' : null,
        issued_on: addCalendarDays(today, -credential.issuedDaysAgo),
        expires_on:
          credential.expiresInDays === null ? null : addCalendarDays(today, credential.expiresInDays),
        verified_by: staff.administrator,
        verified_at: now,
        created_by: staff.administrator,
      })),
    )
    .execute();

  const dayStart = wallTimeToInstant(today, '00:00', timeZone).getTime();
  const span = Math.min(180 * 60_000, now.getTime() - dayStart - 60_000);
  const at = (minutesBeforeNow: number) => new Date(now.getTime() - (span * minutesBeforeNow) / 180);
  await trx
    .insertInto('time_clock_entries')
    .values([
      { facility_id: facilityId, user_id: staff.nurse, credential: 'RN', clock_in_at: at(170) },
      { facility_id: facilityId, user_id: staff.driver, credential: 'driver', clock_in_at: at(165) },
      { facility_id: facilityId, user_id: staff.therapist, credential: 'therapist', clock_in_at: at(160) },
      { facility_id: facilityId, user_id: staff.witnessNurse, credential: 'LVN', clock_in_at: at(48) },
    ])
    .execute();

  const onRoutes = trx
    .selectFrom('transport_route_stops')
    .innerJoin('transport_routes', 'transport_routes.id', 'transport_route_stops.route_id')
    .select('transport_route_stops.patient_id')
    .where('transport_routes.service_date', '=', today);
  const children = await trx
    .selectFrom('patients')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('is_active', '=', true)
    .where('id', 'not in', onRoutes)
    .orderBy('medical_record_number')
    .limit(4)
    .execute();
  const png = Buffer.from(sampleSignatureDataUrl(ROUTE_SIGNATURE_CANVAS).split(',')[1]!, 'base64');
  const sha = createHash('sha256').update(png).digest('hex');
  const arrivals = [150, 149, 148, 60];
  if (children.length > 0)
    await trx
      .insertInto('attendance_events')
      .values(
        children.map((child, index) => ({
          facility_id: facilityId,
          patient_id: child.id,
          service_date: today,
          kind: 'check_in' as const,
          occurred_at: at(arrivals[index]!),
          source: 'front_desk' as const,
          adult_name: 'Front desk drop-off',
          signature_png: png,
          image_sha256: sha,
          recorded_by: staff.administrator,
        })),
      )
      .execute();
  const { state_rule_set: ruleSet } = await trx
    .selectFrom('facilities')
    .select('state_rule_set')
    .where('id', '=', facilityId)
    .executeTakeFirstOrThrow();
  const rules = stateRulesFor(ruleSet).staffing;
  if (children.length === 4)
    await trx
      .insertInto('system_alerts')
      .values({
        facility_id: facilityId,
        type: 'error',
        severity: 'high',
        title: MESSAGES.staffingRatioNotMet,
        description: `4 children need 2 qualified staff on duty; 1 is (${rules.ratioRule}).`,
        occurred_at: at(60),
        resolved: true,
        resolved_at: at(48),
      })
      .execute();
  await reviewStaffingRatio(trx, facilityId, now);
}
