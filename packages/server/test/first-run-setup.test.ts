import { beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  HIPAA_SIGNATURE_CANVAS,
  MESSAGES,
  SETUP_CODE_PATTERN,
  type SetupInput,
} from '@carenest/core';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../src/auth/index.ts';
import { sampleSignatureDataUrl } from '../src/hipaa/signature-image.ts';
import { up as createInstallationTable } from '../src/db/migrations/036-installation.ts';
import { issueSetupCode } from '../src/setup/index.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const PASSWORD = 'First!Admin9';

/** A valid setup body with `code`; tests change one field of it at a time. */
function validSetup(code: string): SetupInput {
  return {
    setupCode: code,
    facility: {
      name: 'Bluebonnet PPEC',
      address: '200 Congress Ave, Austin, TX 78701',
      phone: '(512) 555-0101',
      timeZone: 'America/Chicago',
      stateRuleSet: 'texas',
      licensedCapacity: 40,
      opensAt: '07:00',
      closesAt: '18:00',
    },
    administrator: {
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa.delgado@bluebonnet.example',
      password: PASSWORD,
    },
  };
}

describe.each(TEST_DATABASES)('first-run setup, on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  let code = '';
  /** POSTs a setup body from `address` (the failure limit is per address). */
  const setUp = (payload: unknown, address = '203.0.113.1') =>
    suite.inject({ method: 'POST', url: '/api/setup', payload: payload as object, remoteAddress: address });
  const nothingWritten = async () => {
    expect(await suite.countRows('facilities')).toBe(0);
    expect(await suite.countRows('users')).toBe(0);
  };

  beforeAll(async () => {
    const older = await issueSetupCode(suite.database.db, new Date());
    code = (await issueSetupCode(suite.database.db, new Date()))!;
    expect(older).not.toBe(code);
    const refusedOld = await setUp(validSetup(older!), '203.0.113.200');
    expect(refusedOld.statusCode).toBe(403);
  });

  it('issues codes of three groups of four, keeping only the hash of the newest', async () => {
    expect(code).toMatch(SETUP_CODE_PATTERN);
    const row = await suite.database.db.selectFrom('installation').selectAll().executeTakeFirstOrThrow();
    expect(row.setup_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row).toMatchObject({ is_demo: false, set_up_at: null });
  });

  it('tells anyone that the install is not set up and is not a demo', async () => {
    const response = await suite.inject({ method: 'GET', url: '/api/setup' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSetUp: false, isDemo: false });
  });

  it('publishes the body schema in the OpenAPI document', async () => {
    const document = (await suite.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const body = document.paths['/api/setup'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['setupCode', 'facility', 'administrator']);
  });

  it.each([
    ['no code', { ...validSetup(''), setupCode: undefined }],
    ['a wrong code', { ...validSetup('AAAA-BBBB-CCCC') }],
    ['a code of the wrong type', { ...validSetup(''), setupCode: 12345 }],
    ['a wrong code and a hostile facility', { setupCode: 'X', facility: "'; DROP TABLE users; --" }],
    ['a wrong code and nothing else valid', { setupCode: 'AAAA-BBBB-CCCD', administrator: [1, 2] }],
    ['a body that is not an object', ['not', 'an', 'object']],
  ])('answers 403 to %s, whatever the rest of the body, and writes nothing', async (name, payload) => {
    const response = await setUp(payload, `203.0.113.${10 + name.length}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: ERROR_CODES.forbidden,
      message: MESSAGES.setupCodeWrong,
    });
    await nothingWritten();
  });

  it('throttles an address after five wrong codes, even the right code (429)', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await setUp(validSetup('WRNG-CODE-0000'), '203.0.113.3')).statusCode).toBe(403);
    const throttled = await setUp(validSetup(code), '203.0.113.3');
    expect(throttled.statusCode).toBe(429);
    await nothingWritten();
  });

  const facilityField = (field: string, value: unknown) => {
    const body = validSetup('');
    return { ...body, facility: { ...body.facility, [field]: value } };
  };
  const administratorField = (field: string, value: unknown) => {
    const body = validSetup('');
    return { ...body, administrator: { ...body.administrator, [field]: value } };
  };
  it.each([
    ['facility.name', facilityField('name', '  '), MESSAGES.facilityNameRequired],
    ['facility.address', facilityField('address', ''), MESSAGES.facilityAddressRequired],
    ['facility.phone', facilityField('phone', 'call us'), MESSAGES.facilityPhoneInvalid],
    ['facility.timeZone', facilityField('timeZone', 'Mars/Olympus_Mons'), MESSAGES.facilityTimeZoneInvalid],
    ['facility.timeZone', facilityField('timeZone', '+05:00'), MESSAGES.facilityTimeZoneInvalid],
    ['facility.stateRuleSet', facilityField('stateRuleSet', 'ohio'), MESSAGES.facilityStateRulesRequired],
    ['facility.licensedCapacity', facilityField('licensedCapacity', 0), MESSAGES.facilityCapacityInvalid],
    ['facility.licensedCapacity', facilityField('licensedCapacity', -3), MESSAGES.facilityCapacityInvalid],
    ['facility.licensedCapacity', facilityField('licensedCapacity', 2.5), MESSAGES.facilityCapacityInvalid],
    ['facility.opensAt', facilityField('opensAt', '7am'), MESSAGES.facilityHoursInvalid],
    ['facility.closesAt', facilityField('closesAt', '24:00'), MESSAGES.facilityHoursInvalid],
    ['facility.closesAt', facilityField('closesAt', '06:00'), MESSAGES.facilityClosesBeforeOpening],
    ['administrator.firstName', administratorField('firstName', 'R'), MESSAGES.firstNameTooShort],
    ['administrator.lastName', administratorField('lastName', ''), MESSAGES.lastNameRequired],
    ['administrator.email', administratorField('email', 'rosa@'), MESSAGES.emailInvalid],
    ['administrator.password', administratorField('password', 'Short!1'), MESSAGES.passwordTooShort],
    ['administrator.password', administratorField('password', 'alllowercase1!'), MESSAGES.passwordComplexity],
  ])('answers 400 naming %s once the code is right, and writes nothing', async (field, body, message) => {
    const response = await setUp({ ...body, setupCode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(ERROR_CODES.validation);
    expect(response.json().error.fields).toEqual({ [field]: message });
    await nothingWritten();
  });

  it('creates the facility and its active administrator (201), audited, then answers 409', async () => {
    const response = await setUp({ ...validSetup(code), setupCode: code.toLowerCase() });
    expect(response.statusCode).toBe(201);
    const { facilityId, administratorId } = response.json();
    const facility = await suite.database.db.selectFrom('facilities').selectAll().executeTakeFirstOrThrow();
    expect(facility).toMatchObject({
      id: facilityId,
      name: 'Bluebonnet PPEC',
      timezone: 'America/Chicago',
      state_rule_set: 'texas',
      licensed_capacity: 40,
      opens_at: '07:00',
      closes_at: '18:00',
    });
    const administrator = await suite.database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(administrator).toMatchObject({
      id: administratorId,
      role: 'administrator',
      facility_id: facilityId,
      status: 'active',
      is_active: true,
    });
    expect(administrator.approved_at).not.toBeNull();
    const audit = await suite.database.db
      .selectFrom('audit_log')
      .select(['user_id', 'resource_id', 'new_values'])
      .where('action', '=', 'COMPLETE_SETUP')
      .where('success', '=', true)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: administratorId, resource_id: facilityId });
    expect(JSON.stringify(audit.new_values)).not.toContain(PASSWORD);

    const again = await setUp(validSetup(code));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.setupAlreadyComplete);
    expect((await setUp(validSetup('WRNG-CODE-0001'))).statusCode).toBe(409);
    expect(await suite.countRows('facilities')).toBe(1);
    const status = (await suite.inject({ method: 'GET', url: '/api/setup' })).json();
    expect(status).toEqual({ isSetUp: true, isDemo: false });
    expect(await issueSetupCode(suite.database.db, new Date())).toBeNull();
  });

  it('lets the administrator sign in, asking for the HIPAA agreement and then MFA enrolment', async () => {
    const login = await suite.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'rosa.delgado@bluebonnet.example', password: PASSWORD, role: 'administrator' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'administrator', mustEnrolMfa: true });
    const cookie = login.headers['set-cookie']!.toString().split(';')[0]!;
    const patients = () => suite.inject({ method: 'GET', url: '/api/patients', headers: { cookie } });
    expect((await patients()).json().error.code).toBe(ERROR_CODES.hipaaRequired);
    const signed = await suite.inject({
      method: 'POST',
      url: '/api/hipaa/sign',
      headers: { cookie },
      payload: {
        readConfirmed: true,
        understoodConfirmed: true,
        signature: sampleSignatureDataUrl(HIPAA_SIGNATURE_CANVAS),
      },
    });
    expect(signed.statusCode).toBe(201);
    expect((await patients()).json().error.code).toBe(ERROR_CODES.mfaEnrolmentRequired);
  });

  it('never lists or accepts a demo account on a real install, and does on a demo one', async () => {
    const facility = await suite.database.db.selectFrom('facilities').select('id').executeTakeFirstOrThrow();
    await suite.database.db
      .insertInto('users')
      .values({
        email: 'administrator@carenest.example',
        first_name: 'Demo',
        last_name: 'Administrator',
        role: 'administrator',
        facility_id: facility.id,
        password_hash: await hashPassword('Demo!Pass1'),
      })
      .execute();
    const signIn = () =>
      suite.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email: 'administrator@carenest.example', password: 'Demo!Pass1', role: 'administrator' },
      });
    const listed = async () =>
      (await suite.inject({ method: 'GET', url: '/api/auth/demo-accounts' })).json().accounts;
    const refused = await signIn();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(MESSAGES.invalidCredentials);
    expect(await listed()).toEqual([]);

    await suite.database.db.updateTable('installation').set({ is_demo: true }).execute();
    expect((await signIn()).statusCode).toBe(200);
    expect(await listed()).toHaveLength(1);
    expect((await suite.inject({ method: 'GET', url: '/api/setup' })).json().isDemo).toBe(true);
  });
});

describe.each(TEST_DATABASES)('an install from before the installation table, on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const rerunMigration = async () => {
    await sql`DROP TABLE installation`.execute(suite.database.db);
    await createInstallationTable(suite.database.db as unknown as Kysely<unknown>);
    return suite.database.db.selectFrom('installation').selectAll().execute();
  };

  it('counts as nothing until it holds a facility, and as a demo install when it holds the demo accounts', async () => {
    expect(await rerunMigration()).toEqual([]);
    const { id } = await suite.database.db
      .insertInto('facilities')
      .values({ name: 'Before', timezone: 'America/New_York' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [real] = await rerunMigration();
    expect(real).toMatchObject({ is_demo: false, setup_code_hash: null });
    expect(real!.set_up_at).not.toBeNull();
    await suite.database.db
      .insertInto('users')
      .values({
        email: 'nurse@carenest.example',
        first_name: 'Demo',
        last_name: 'Nurse',
        role: 'nurse',
        facility_id: id,
        password_hash: 'x',
      })
      .execute();
    const [demo] = await rerunMigration();
    expect(demo).toMatchObject({ is_demo: true });
  });
});
