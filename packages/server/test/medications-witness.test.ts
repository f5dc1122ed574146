import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AdministrationEntry } from '@carenest/core';
import { setUpEmarFixture } from './support/emar-fixture.ts';
import { TEST_PASSWORD } from './support/factories.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('a controlled medication needs a witness, on %s', (kind) => {
  const { database, people, children, addMedication, administer, administrationCount } =
    setUpEmarFixture(kind);
  let controlled = '';
  const witnessedBy = (email: string, password = TEST_PASSWORD) => ({
    witnessEmail: email,
    witnessPassword: password,
  });
  const failedSignIns = async () =>
    (
      await database.db
        .selectFrom('security_events')
        .select('user_id')
        .where('event_type', '=', 'login_failure')
        .execute()
    ).map((event) => event.user_id);

  beforeAll(async () => {
    const added = await addMedication(people.admin, children.lily, {
      name: 'Clobazam oral suspension',
      dosage: '5 mg',
      isControlled: true,
    });
    controlled = added.json().medication.id;
    expect(added.json().medication.isControlled).toBe(true);
  });

  it('refuses a given dose without a witness (400) and records nothing', async () => {
    const response = await administer(people.nurse, controlled, { dosageGiven: '5 mg' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ witnessEmail: MESSAGES.witnessRequired });
    expect(await administrationCount()).toBe(0);
  });

  it('refuses the administering nurse as her own witness (400), before any password is checked', async () => {
    const response = await administer(people.nurse, controlled, witnessedBy(people.nurse.email, 'wrong'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.witnessIsAdministeringNurse);
    expect(await failedSignIns()).toEqual([]);
  });

  it('refuses wrong credentials (403) and books them as a failed sign-in of the witness', async () => {
    const response = await administer(
      people.nurse,
      controlled,
      witnessedBy(people.colleague.email, 'Wrong!Pass1'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.fields).toEqual({ witnessPassword: MESSAGES.invalidCredentials });
    expect(await failedSignIns()).toEqual([people.colleague.id]);
    const unknown = await administer(people.nurse, controlled, witnessedBy('nobody@test.example'));
    expect(unknown.statusCode).toBe(403);
    expect(await administrationCount()).toBe(0);
  });

  it('refuses a witness who is not a nurse of the facility (403), with the right password', async () => {
    for (const witness of [people.therapist, people.admin, people.otherNurse]) {
      const response = await administer(people.nurse, controlled, witnessedBy(witness.email));
      expect(response.statusCode, witness.role).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.witnessNotANurse);
    }
    expect(await administrationCount()).toBe(0);
  });

  it('records a dose witnessed by a second nurse, and the record shows both', async () => {
    const response = await administer(people.nurse, controlled, {
      dosageGiven: '5 mg',
      ...witnessedBy(people.colleague.email.toUpperCase()),
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json<{ administration: AdministrationEntry }>().administration;
    expect(entry.administeredBy.id).toBe(people.nurse.id);
    expect(entry.witness?.id).toBe(people.colleague.id);
    const row = await database.db
      .selectFrom('medication_administrations')
      .select(['witnessed', 'witness_id', 'medication_version'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ witnessed: true, witness_id: people.colleague.id, medication_version: 1 });
  });

  it('takes a held dose of a controlled medication without a witness: no drug was handled', async () => {
    const response = await administer(people.nurse, controlled, {
      outcome: 'held',
      dosageGiven: undefined,
      reason: 'Child asleep after a seizure',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().administration.witness).toBeNull();
  });
});
