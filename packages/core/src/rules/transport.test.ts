import { describe, expect, it } from 'vitest';
import { transportPolicy } from '../policies/transport.ts';
import { routeHandoffSchema, routeInputSchema } from '../schemas/transport.ts';
import {
  ROUTE_STATUSES,
  attendantShortfall,
  credentialCovers,
  isRouteInProgress,
  nextTransition,
  routeProgress,
  routeTransitionRefusal,
  shouldSendFix,
} from './transport.ts';

const DRIVER = { userId: 'd1', role: 'driver', facilityId: 'f1', isPending: false } as const;

describe('the route status table', () => {
  it("moves only along the spec's table, with its labels and stamps", () => {
    expect(ROUTE_STATUSES.map((status) => nextTransition(status)?.to ?? null)).toEqual([
      'en_route_pickup',
      'picking_up',
      'en_route_facility',
      'arrived',
      'completed',
      null,
      null,
    ]);
    expect(nextTransition('scheduled')).toMatchObject({ action: 'Start Route', stamps: 'actualDeparture' });
    expect(nextTransition('en_route_facility')).toMatchObject({
      action: 'Arrived at Facility',
      stamps: 'actualArrival',
    });
    expect(routeTransitionRefusal('picking_up', 'completed')).toBe(
      'A Picking up route cannot move to Completed',
    );
  });

  it("gives the spec's progress and in-progress values", () => {
    expect(ROUTE_STATUSES.map(routeProgress)).toEqual([0, 20, 40, 70, 90, 100, 0]);
    expect(ROUTE_STATUSES.filter(isRouteInProgress)).toEqual(['en_route_pickup', 'en_route_facility']);
  });

  it('lets only the owning driver drive a route', () => {
    expect(transportPolicy.canDrive(DRIVER, { driverId: 'd1' })).toBe(true);
    expect(transportPolicy.canDrive(DRIVER, { driverId: 'd2' })).toBe(false);
    expect(transportPolicy.canDrive({ ...DRIVER, role: 'administrator' }, { driverId: 'd1' })).toBe(false);
    expect(
      transportPolicy.canEdit({ ...DRIVER, role: 'administrator' }, { driverId: 'd1', status: 'scheduled' }),
    ).toBe(true);
    expect(
      transportPolicy.canEdit({ ...DRIVER, role: 'administrator' }, { driverId: 'd1', status: 'picking_up' }),
    ).toBe(false);
  });
});

describe('the attendant a child needs aboard', () => {
  it('is covered by an equal or higher credential, never by none', () => {
    expect(credentialCovers('RN', 'LVN')).toBe(true);
    expect(credentialCovers('LVN', 'LVN')).toBe(true);
    expect(credentialCovers('direct_care', 'RN')).toBe(false);
    expect(credentialCovers(null, 'direct_care')).toBe(false);
    const children = [
      { name: 'Zoe Park', needs: null },
      { name: 'Lily Nguyen', needs: 'RN' as const },
    ];
    expect(attendantShortfall('LVN', children)).toBe(
      "Lily Nguyen needs an RN aboard; this route's attendant is LVN",
    );
    expect(attendantShortfall('RN', children)).toBeNull();
    expect(attendantShortfall(null, [{ name: 'Zoe Park', needs: null }])).toBeNull();
  });
});

describe("the driver's phone", () => {
  const at = (latitude: number, takenAt: number) => ({ latitude, longitude: -81.3, takenAt });
  it('sends the first fix, then one per 10 s unless it moved 50 m', () => {
    expect(shouldSendFix(null, at(28.5, 0))).toBe(true);
    expect(shouldSendFix(at(28.5, 0), at(28.5001, 5_000))).toBe(false);
    expect(shouldSendFix(at(28.5, 0), at(28.5005, 5_000))).toBe(true);
    expect(shouldSendFix(at(28.5, 0), at(28.5, 10_000))).toBe(true);
  });
});

describe('route and handoff input', () => {
  const route = {
    name: 'North morning',
    direction: 'to_facility',
    serviceDate: '2026-11-24',
    driverId: '6f1c7d7e-3c1a-4c55-9d47-2f7b6c1e9a10',
    vehicle: 'Van 2',
    scheduledDeparture: '07:00',
    scheduledArrival: '08:15',
    stops: [{ patientId: '7b1d8f8e-1c1a-4c55-9d47-2f7b6c1e9a10', address: '12 Palm Way' }],
  };
  const problem = (change: object) => {
    const result = routeInputSchema.safeParse({ ...route, ...change });
    return result.success ? 'valid' : result.error.issues[0]!.message;
  };

  it('refuses an arrival before departure, an attendant without credential and a child twice', () => {
    expect(problem({})).toBe('valid');
    expect(problem({ scheduledArrival: '06:59' })).toBe('The scheduled arrival must be after the departure');
    expect(problem({ attendantId: route.driverId })).toBe(
      'Choose the riding attendant together with their credential',
    );
    expect(problem({ stops: [...route.stops, ...route.stops] })).toBe('A child can ride a route only once');
    expect(problem({ stops: [] })).toBe('Add at least one child to the route');
    expect(problem({ scheduledDeparture: '7:00' })).toBe('Please enter a time as HH:MM');
  });

  it("needs the guardian's name and, for an adult not on the list, a reason", () => {
    const handoff = {
      requestId: '0f1c7d7e-3c1a-4c55-9d47-2f7b6c1e9a10',
      deviceTime: '2026-11-24T12:00:00.000Z',
      patientId: route.stops[0]!.patientId,
      kind: 'pickup',
      contactId: route.driverId,
      signedBy: 'Isabel Alvarez',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
    };
    const parsed = routeHandoffSchema.parse(handoff);
    expect(parsed.relationship).toBe('Parent');
    const blank = routeHandoffSchema.safeParse({ ...handoff, signedBy: ' ' });
    expect(blank.error?.issues[0]?.message).toBe('Please provide parent name and signature');
    const stranger = routeHandoffSchema.safeParse({ ...handoff, contactId: null });
    expect(stranger.error?.issues[0]?.path).toEqual(['unauthorizedReason']);
  });
});
