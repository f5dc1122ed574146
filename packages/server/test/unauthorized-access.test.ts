import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@carenest/core';
import { REPEATED_REFUSALS_REASON } from '../src/security/record-unauthorized-access.ts';
import {
  assignStaff,
  createFacility,
  createPatient,
  createUser,
  linkParent,
  type TestUser,
} from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { TEST_DATABASES } from './support/test-database.ts';

/**
 * Refused looks at a child, on record (ARCHITECTURE.md, "The request path"; spec part 1, "Security monitoring
 * rules"): the refusal's audit row names the user, the child and the reason, and a security event
 * unauthorized_access with the IP shows to the facility's administrator, once per user and record in the
 * window; repeated refusals from one address mark it suspicious.
 */
describe.each(TEST_DATABASES)('refused requests for a child on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind, { signIn: 'database' });
  let administrator: TestUser;
  let nurse: TestUser;
  let parent: TestUser;
  let otherAdministrator: TestUser;
  let herChild: string;
  let otherChildren: string[];
  let childOfOtherFacility: string;
  let facility: string;
  let addressNumber = 0;

  /** Sends a request as `user` from an address of its own (so the IP counts of one story stay apart). */
  const askFrom = async (
    ipAddress: string,
    user: TestUser,
    url: string,
    method: InjectOptions['method'] = 'GET',
  ) =>
    suite.inject({ method, url, remoteAddress: ipAddress, headers: { cookie: await suite.cookieOf(user) } });
  const freshAddress = () => `198.51.100.${(addressNumber += 1)}`;

  /** The refusal audit rows of `user` about `resourceId`. */
  const refusalRows = (user: TestUser, resourceId: string) =>
    suite.database.db
      .selectFrom('audit_log')
      .select(['action', 'resource_type', 'resource_id', 'success', 'error_message', 'ip_address'])
      .where('user_id', '=', user.id)
      .where('resource_id', '=', resourceId)
      .where('success', '=', false)
      .orderBy('sequence')
      .execute();

  /** The unauthorized_access events an administrator sees through the API. */
  const unauthorizedAccessEvents = async (viewer: TestUser) =>
    (await suite.get(viewer, '/api/security-events?type=unauthorized_access&pageSize=100')).json<{
      items: { userId: string; ipAddress: string; severity: string; details: Record<string, unknown> }[];
    }>().items;

  beforeAll(async () => {
    const { db } = suite.database;
    facility = await createFacility(db);
    const otherFacility = await createFacility(db);
    administrator = await createUser(db, 'administrator', facility);
    nurse = await createUser(db, 'nurse', facility);
    parent = await createUser(db, 'parent', null);
    otherAdministrator = await createUser(db, 'administrator', otherFacility);
    herChild = await createPatient(db, facility);
    otherChildren = [];
    for (let index = 0; index < LIMITS.suspiciousIpThreshold + 1; index += 1)
      otherChildren.push(await createPatient(db, facility));
    childOfOtherFacility = await createPatient(db, otherFacility);
    await assignStaff(db, herChild, nurse, administrator.id);
    await linkParent(db, herChild, parent.id);
  });

  it('answers a nurse 403 for a child not hers and audits it: her, the child and the refusal', async () => {
    const child = otherChildren[0]!;
    const chart = await askFrom(freshAddress(), nurse, `/api/patients/${child}`);
    expect(chart.statusCode).toBe(403);
    const medications = await askFrom(freshAddress(), nurse, `/api/patients/${child}/medications`);
    expect(medications.statusCode).toBe(403);
    expect(await refusalRows(nurse, child)).toEqual([
      expect.objectContaining({
        action: 'VIEW_PATIENT',
        resource_type: 'PATIENT',
        success: false,
        error_message: MESSAGES.accessDeniedToPatient,
      }),
      expect.objectContaining({ action: 'VIEW_MEDICATIONS', error_message: MESSAGES.accessDeniedToPatient }),
    ]);
  });

  it("audits the access row's refusals too, before any handler runs: billing and family access of her child", async () => {
    for (const path of ['billing-details', 'authorizations', 'family-access']) {
      const answer = await askFrom(freshAddress(), nurse, `/api/patients/${herChild}/${path}`);
      expect(answer.statusCode, path).toBe(403);
    }
    const rows = await refusalRows(nurse, herChild);
    expect(rows.map((row) => row.action)).toEqual([
      'VIEW_BILLING_DETAILS',
      'VIEW_AUTHORIZATIONS',
      'VIEW_FAMILY_ACCESS',
    ]);
    expect(rows[0]).toMatchObject({ resource_type: 'PATIENT', error_message: MESSAGES.billingRestricted });
  });

  it('records unauthorized_access with the IP for the administrator, once per user and child in the window', async () => {
    const child = otherChildren[1]!;
    const address = freshAddress();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await askFrom(address, nurse, `/api/patients/${child}`)).statusCode).toBe(403);
    const events = (await unauthorizedAccessEvents(administrator)).filter(
      (event) => event.details.resourceId === child,
    );
    expect(events).toEqual([
      {
        ...events[0],
        userId: nurse.id,
        ipAddress: address,
        severity: 'medium',
        details: {
          reason: MESSAGES.accessDeniedToPatient,
          resourceType: 'PATIENT',
          resourceId: child,
          route: 'GET /api/patients/{patientId}',
          status: 403,
        },
      },
    ]);
    expect(await refusalRows(nurse, child)).toHaveLength(3);
    expect(await unauthorizedAccessEvents(otherAdministrator)).toEqual([]);
  });

  it("files a parent's refused look at another facility's child under that facility", async () => {
    const answer = await askFrom(freshAddress(), parent, `/api/patients/${childOfOtherFacility}`);
    expect(answer.statusCode).toBe(404);
    const seen = await unauthorizedAccessEvents(otherAdministrator);
    expect(seen).toEqual([
      expect.objectContaining({
        userId: parent.id,
        details: expect.objectContaining({
          resourceId: childOfOtherFacility,
          reason: MESSAGES.patientNotFound,
        }),
      }),
    ]);
  });

  it('records no event for bad input, a missing agreement or a list that names no child', async () => {
    const { db } = suite.database;
    const unsigned = await createUser(db, 'nurse', facility, { hasSignedHipaa: false });
    const before = (await unauthorizedAccessEvents(administrator)).length;
    expect((await askFrom(freshAddress(), nurse, '/api/patients/not-a-uuid')).statusCode).toBe(400);
    expect((await askFrom(freshAddress(), unsigned, `/api/patients/${herChild}`)).statusCode).toBe(403);
    expect((await askFrom(freshAddress(), nurse, '/api/billing/claims')).statusCode).toBe(403);
    expect(await unauthorizedAccessEvents(administrator)).toHaveLength(before);
  });

  it('marks an address suspicious at the fifth refused record, raising a high event and an alert', async () => {
    const address = freshAddress();
    const colleague = await createUser(suite.database.db, 'nurse', facility);
    const suspicious = async () =>
      (await suite.get(administrator, '/api/security-events?type=suspicious_activity'))
        .json<{
          items: { ipAddress: string; severity: string; details: { reason: string } }[];
        }>()
        .items.filter((event) => event.ipAddress === address);
    for (const child of otherChildren.slice(0, LIMITS.suspiciousIpThreshold - 1))
      await askFrom(address, colleague, `/api/patients/${child}`);
    expect(await suspicious()).toEqual([]);
    for (const child of otherChildren.slice(LIMITS.suspiciousIpThreshold - 1))
      await askFrom(address, colleague, `/api/patients/${child}`);
    expect(await suspicious()).toEqual([
      expect.objectContaining({ severity: 'high', details: { reason: REPEATED_REFUSALS_REASON } }),
    ]);
    const report = (await suite.get(administrator, '/api/security-events/report')).json<{
      suspiciousIps: { ipAddress: string; failures: number; refusals: number }[];
    }>();
    expect(report.suspiciousIps).toContainEqual(
      expect.objectContaining({
        ipAddress: address,
        failures: 0,
        refusals: LIMITS.suspiciousIpThreshold + 1,
      }),
    );
    const alerts = (await suite.get(administrator, '/api/system-alerts?resolved=false')).json<{
      items: { description: string }[];
    }>();
    expect(alerts.items.map((alert) => alert.description)).toContain(
      `${REPEATED_REFUSALS_REASON} (IP ${address})`,
    );
  });
});
