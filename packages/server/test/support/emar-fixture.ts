import type { LightMyRequestResponse } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { beforeAll } from 'vitest';
import { MEDICATION_SIGNATURE_CANVAS, type PatientMedicationsResponse } from '@carenest/core';
import type { Database } from '../../src/db/schema.ts';
import { sampleSignatureDataUrl } from '../../src/hipaa/signature-image.ts';
import { createCareTeam, type CareTeamPerson } from './care-team.ts';
import { createUser, linkParent, type TestUser } from './factories.ts';
import { setUpIntegrationSuite, type IntegrationSuite } from './integration-suite.ts';

/** A signature drawn on the eMAR's 500x150 canvas. */
const signature = sampleSignatureDataUrl(MEDICATION_SIGNATURE_CANVAS);

/** An ISO time `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * A fixed-offset zone whose wall clock reads 12:xx now, so that a 12:00 dose is due, a 09:00 dose is
 * late and an 18:00 dose upcoming whenever the suite runs.
 */
function zoneAtNoon(): string {
  const offset = 12 - new Date().getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** Who acts in the eMAR stories: the shared care team, and the parent of Zoe (another child). */
export type EmarPerson = CareTeamPerson | 'otherParent';

/** A facility at noon with Lily's two standing orders, and the requests the eMAR stories make. */
export interface EmarFixture extends IntegrationSuite {
  people: Record<EmarPerson, TestUser>;
  /** Lily (nurse, colleague and therapist assigned; severe latex allergy), Zoe, and Omar elsewhere. */
  children: Record<'lily' | 'zoe' | 'omar', string>;
  /** Lily's orders, entered yesterday: Levetiracetam at 12:00 and 18:00, Baclofen at 09:00 and 18:00. */
  orders: { noonMedication: string; lateMedication: string };
  /** The medications tab of a patient as the user sees it. */
  chartOf(user: TestUser, patientId: string): Promise<PatientMedicationsResponse>;
  /** Adds a medication (Levetiracetam 250 mg twice daily unless `fields` say otherwise). */
  addMedication(user: TestUser, patientId: string, fields?: object): Promise<LightMyRequestResponse>;
  /** Records a dose: given now, 250 mg (2.5 mL), signed, unless `fields` say otherwise. */
  administer(user: TestUser, medicationId: string, fields?: object): Promise<LightMyRequestResponse>;
  /** How many administration rows the database holds. */
  administrationCount(): Promise<number>;
  /** Moves every order's entry back a day, so today's earlier doses count as the center's to give. */
  backdateOrders(): Promise<unknown>;
  /** The audit rows of one action. */
  auditActions(action: string): Promise<Selectable<Database['audit_log']>[]>;
}

/**
 * Registers, in the calling describe block, a fresh database and API with a facility whose clock reads
 * noon, its people, three children and Lily's two orders (backdated a day); answers the fixture.
 */
export function setUpEmarFixture(kind: 'pglite' | 'postgresql'): EmarFixture {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post } = suite;
  const people = {} as Record<EmarPerson, TestUser>;
  const children = {} as Record<'lily' | 'zoe' | 'omar', string>;
  const orders = { noonMedication: '', lateMedication: '' };

  const addMedication = (user: TestUser, patientId: string, fields: object = {}) =>
    post(user, `/api/patients/${patientId}/medications`, {
      name: 'Levetiracetam oral solution',
      dosage: '250 mg (2.5 mL)',
      frequency: 'Twice daily',
      prescribedBy: 'Dr. Priya Raman',
      ...fields,
    });
  const backdateOrders = () =>
    sql`UPDATE medications SET created_at = now() - interval '1 day'`.execute(database.db);

  beforeAll(async () => {
    const db = database.db;
    const team = await createCareTeam(db, {
      homeZone: zoneAtNoon(),
      lily: { allergies: [{ allergen: 'Latex', reaction: 'Hives', severity: 'severe', notes: null }] },
    });
    Object.assign(people, team.people, { otherParent: await createUser(db, 'parent', team.home) });
    Object.assign(children, team.children);
    await linkParent(db, children.zoe, people.otherParent.id);
    orders.noonMedication = (
      await addMedication(people.admin, children.lily, { scheduledTimes: ['18:00', '12:00'] })
    ).json().medication.id;
    orders.lateMedication = (
      await addMedication(people.admin, children.lily, {
        name: 'Baclofen',
        dosage: '5 mg',
        frequency: 'Twice daily',
        scheduledTimes: ['09:00', '18:00'],
      })
    ).json().medication.id;
    await backdateOrders();
  });

  return {
    ...suite,
    people,
    children,
    orders,
    chartOf: async (user, patientId) =>
      (await get(user, `/api/patients/${patientId}/medications`)).json<PatientMedicationsResponse>(),
    addMedication,
    administer: (user, medicationId, fields = {}) =>
      post(user, `/api/medications/${medicationId}/administrations`, {
        outcome: 'given',
        dosageGiven: '250 mg (2.5 mL)',
        signature,
        administrationTime: minutesFromNow(0),
        ...fields,
      }),
    administrationCount: () => suite.countRows('medication_administrations'),
    backdateOrders,
    auditActions: (action) =>
      database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute(),
  };
}
