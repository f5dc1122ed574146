import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_KINDS, type LiveEvent } from '@carenest/core';
import { dashboardKeys, documentKeys, medicationKeys, userKeys } from '../api/query-keys.ts';
import { INVALIDATIONS, invalidateForEvent } from './event-invalidations.ts';

/** A query client holding fresh data under each key. */
function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { loaded: true });
  return client;
}

const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('live event invalidations', () => {
  it('names what every kind of event makes stale', () => {
    for (const kind of LIVE_EVENT_KINDS) expect(INVALIDATIONS[kind].length, kind).toBeGreaterThan(0);
  });

  it('marks stale the screens an administration concerns, and leaves others as they were', () => {
    const chart = medicationKeys.all;
    const dashboard = dashboardKeys.all;
    const users = userKeys.all;
    const client = clientWith([chart, dashboard, users]);
    const event: LiveEvent = { id: '1', kind: 'administration.recorded', resourceId: 'a-1', patientIds: [] };
    invalidateForEvent(client, event);
    expect(isStale(client, chart)).toBe(true);
    expect(isStale(client, dashboard)).toBe(true);
    expect(isStale(client, users)).toBe(false);
  });

  it("refreshes the document lists but never an open document's audited detail", () => {
    const list = documentKeys.list({ page: 1, pageSize: 20 });
    const detail = documentKeys.detail('d-1');
    const client = clientWith([list, detail]);
    invalidateForEvent(client, { id: '2', kind: 'document.changed', resourceId: 'd-1', patientIds: [] });
    expect(isStale(client, list)).toBe(true);
    expect(isStale(client, detail)).toBe(false);
  });
});
