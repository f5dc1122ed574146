import type { Transaction } from 'kysely';
import {
  addCalendarDays,
  todayInZone,
  type DrillType,
  type EvacuationEquipment,
  type EvacuationTransport,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** The demo children's evacuation needs, by medical record number. */
const DEMO_NEEDS: readonly {
  medicalRecordNumber: string;
  equipment: EvacuationEquipment[];
  transport: EvacuationTransport;
  notes: string | null;
}[] = [
  {
    medicalRecordNumber: 'MRN-100234',
    equipment: ['oxygen', 'suction', 'pulse_oximeter', 'wheelchair'],
    transport: 'wheelchair',
    notes: 'Oxygen at 1 L by nasal cannula; spare cylinder in the wheelchair bag.',
  },
  {
    medicalRecordNumber: 'MRN-100235',
    equipment: [],
    transport: 'walks',
    notes: 'Holds a staff member’s hand; frightened by alarms.',
  },
  {
    medicalRecordNumber: 'MRN-100241',
    equipment: ['feeding_pump'],
    transport: 'stroller',
    notes: null,
  },
  {
    medicalRecordNumber: 'MRN-100256',
    equipment: ['ventilator', 'suction', 'tracheostomy_supplies', 'oxygen'],
    transport: 'ems',
    notes: 'Ventilator-dependent: EMS with a nurse alongside; the spare trach kit travels with her.',
  },
  {
    medicalRecordNumber: 'MRN-100288',
    equipment: ['pulse_oximeter', 'apnea_monitor'],
    transport: 'carried',
    notes: 'Rescue seizure medication in the red pouch.',
  },
  {
    medicalRecordNumber: 'MRN-100297',
    equipment: ['feeding_pump', 'suction'],
    transport: 'stroller',
    notes: null,
  },
];

/** The demo drills: days before today, kind, whether unannounced, minutes and findings. */
const DEMO_DRILLS: readonly [number, DrillType, boolean, number, string][] = [
  [
    310,
    'fire',
    false,
    14,
    'All children out in 11 minutes; the east exit sign was dim and has been replaced.',
  ],
  [
    215,
    'severe_weather',
    false,
    20,
    'Everyone sheltered in the interior hall; two cots were too wide for it.',
  ],
  [
    122,
    'evacuation',
    true,
    18,
    'Unannounced. Ventilated child moved by 12 minutes; the stroller ramp needs a rail.',
  ],
  [41, 'fire', false, 12, 'Out in 9 minutes. Roster printed and matched the children outside.'],
];

/** Days before today of the generator tests: every 28 days or so, the latest 25 days ago (due within a week). */
const DEMO_GENERATOR_TEST_DAYS = [165, 137, 109, 81, 53, 25];

/**
 * The demo facility's emergency preparedness: evacuation needs for six demo children, a year of drills with
 * its unannounced one, a signed generator log whose next test falls due within a week, a current fire
 * inspection and plan review on file. Dates are counted back from the facility's today.
 */
export async function seedDemoEmergency(
  trx: Transaction<Database>,
  options: { facilityId: string; timeZone: string; administratorId: string; nurseId: string; now: Date },
): Promise<void> {
  const { facilityId, administratorId, nurseId, now } = options;
  const today = todayInZone(now, options.timeZone);
  const daysAgo = (days: number) => addCalendarDays(today, -days);
  const children = await trx
    .selectFrom('patients')
    .select(['id', 'medical_record_number'])
    .where('facility_id', '=', facilityId)
    .where(
      'medical_record_number',
      'in',
      DEMO_NEEDS.map((needs) => needs.medicalRecordNumber),
    )
    .execute();
  const needsRows = DEMO_NEEDS.flatMap((needs) => {
    const child = children.find((row) => row.medical_record_number === needs.medicalRecordNumber);
    return child
      ? [
          {
            patient_id: child.id,
            equipment: needs.equipment,
            transport: needs.transport,
            notes: needs.notes,
            updated_by: nurseId,
            updated_at: now,
          },
        ]
      : [];
  });
  if (needsRows.length > 0) await trx.insertInto('patient_evacuation_needs').values(needsRows).execute();
  await trx
    .insertInto('emergency_drills')
    .values(
      DEMO_DRILLS.map(([days, drillType, isUnannounced, durationMinutes, findings]) => ({
        facility_id: facilityId,
        drill_type: drillType,
        held_on: daysAgo(days),
        is_unannounced: isUnannounced,
        duration_minutes: durationMinutes,
        findings,
        recorded_by: administratorId,
      })),
    )
    .execute();
  await trx
    .insertInto('generator_tests')
    .values(
      DEMO_GENERATOR_TEST_DAYS.map((days) => ({
        facility_id: facilityId,
        tested_on: daysAgo(days),
        duration_minutes: 30,
        outcome: 'passed' as const,
        tested_by: 'Ray Castillo, facilities technician',
        notes: 'Ran under load; transfer switch engaged in 8 seconds.',
        signed_by: administratorId,
        signed_at: new Date(`${daysAgo(days)}T20:00:00Z`),
      })),
    )
    .execute();
  await trx
    .insertInto('emergency_documents')
    .values([
      {
        facility_id: facilityId,
        kind: 'fire_inspection',
        title: 'Annual fire inspection report',
        issued_on: daysAgo(200),
        expires_on: addCalendarDays(daysAgo(200), 365),
        reference: 'Fire Marshal inspection FM-2026-0412',
        recorded_by: administratorId,
      },
      {
        facility_id: facilityId,
        kind: 'emergency_plan',
        title: 'Emergency plan: yearly review',
        issued_on: daysAgo(90),
        expires_on: addCalendarDays(daysAgo(90), 365),
        reference: null,
        recorded_by: administratorId,
      },
    ])
    .execute();
}
