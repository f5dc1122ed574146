import { describe, expect, it } from 'vitest';
import { billingPolicy } from '../policies/billing.ts';
import type { PolicyActor } from '../policies/policy-actor.ts';
import { ROLES } from '../roles.ts';
import { createClaimSchema } from '../schemas/billing.ts';
import { MESSAGES } from '../messages.ts';
import { SEEDED_CATALOGUE } from './billing-catalogue.ts';
import {
  claimTotalCentsOf,
  disallowedModifiers,
  formatClaimNumber,
  isBillableDiagnosisCode,
  lineTotalCents,
  normalizeDiagnosisCode,
} from './claims.ts';

describe('claim rules', () => {
  it('totals lines as quantity × unit price and the claim as their sum', () => {
    expect(lineTotalCents({ quantity: 3, unitPriceCents: 3500 })).toBe(10500);
    expect(
      claimTotalCentsOf([
        { quantity: 3, unitPriceCents: 3500 },
        { quantity: 1, unitPriceCents: 6500 },
      ]),
    ).toBe(17000);
  });

  it('numbers claims PPEC-year-NNN, growing past 999', () => {
    expect(formatClaimNumber(2026, 7)).toBe('PPEC-2026-007');
    expect(formatClaimNumber(2026, 1234)).toBe('PPEC-2026-1234');
  });

  it('allows only the service’s modifiers (GP/GN for therapeutic exercises, GO for self-care)', () => {
    const exercises = SEEDED_CATALOGUE.find((service) => service.code === '97110')!;
    expect(disallowedModifiers(['GP', 'GN'], exercises.allowedModifiers)).toEqual([]);
    expect(disallowedModifiers(['GO'], exercises.allowedModifiers)).toEqual(['GO']);
    expect(SEEDED_CATALOGUE).toHaveLength(19);
    expect(SEEDED_CATALOGUE.filter((service) => !service.code.startsWith('T'))).toHaveLength(17);
  });

  it('refuses a claim without services, a quantity outside 1-10, a line without diagnosis', () => {
    const base = { patientId: '8d3c1a1e-59c4-4c09-9d1f-2a7a4d7f0b11', serviceDate: '2026-11-20' };
    const line = {
      serviceId: '8d3c1a1e-59c4-4c09-9d1f-2a7a4d7f0b11',
      quantity: 1,
      diagnosisCodes: ['G80.0'],
    };
    const messageOf = (input: unknown) => createClaimSchema.safeParse(input).error?.issues[0]?.message;
    expect(messageOf({ ...base, services: [] })).toBe(MESSAGES.claimServicesRequired);
    expect(messageOf({ ...base, services: [{ ...line, quantity: 11 }] })).toBe(MESSAGES.claimQuantityRange);
    expect(messageOf({ ...base, services: [{ ...line, quantity: 0 }] })).toBe(MESSAGES.claimQuantityRange);
    expect(messageOf({ ...base, services: [{ ...line, diagnosisCodes: [] }] })).toBe(
      MESSAGES.claimDiagnosisRequired,
    );
    expect(messageOf({ ...base, services: [{ ...line, diagnosisCodes: ['G80'] }] })).toBe(
      MESSAGES.claimDiagnosisInvalid,
    );
    expect(createClaimSchema.safeParse({ ...base, services: [line] }).success).toBe(true);
  });

  it('accepts any well-formed ICD-10-CM code of billable length, not only the catalogue’s 18', () => {
    for (const code of ['G80.0', 'J45.909', 'P07.32', 'S72.001A', 'U07.1', 'z9981', ' F84.0 '])
      expect(isBillableDiagnosisCode(code), code).toBe(true);
    for (const code of ['G80', 'F70', '880.0', 'GG0.0', 'G80.', 'G80.12345', 'G80..1', 'G80-1', ''])
      expect(isBillableDiagnosisCode(code), code).toBe(false);
  });

  it('stores a code in its dotted upper-case form', () => {
    expect(normalizeDiagnosisCode(' j45909 ')).toBe('J45.909');
    expect(normalizeDiagnosisCode('s72.001a')).toBe('S72.001A');
    const parsed = createClaimSchema.parse({
      patientId: '8d3c1a1e-59c4-4c09-9d1f-2a7a4d7f0b11',
      serviceDate: '2026-11-20',
      services: [
        { serviceId: '8d3c1a1e-59c4-4c09-9d1f-2a7a4d7f0b11', quantity: 1, diagnosisCodes: ['p0732'] },
      ],
    });
    expect(parsed.services[0]!.diagnosisCodes).toEqual(['P07.32']);
  });

  it('lets administrators and super_admin bill, and submit drafts only', () => {
    const actorOf = (role: (typeof ROLES)[number]): PolicyActor => ({
      userId: 'u',
      role,
      facilityId: role === 'parent' ? null : 'f',
      isPending: false,
    });
    expect(ROLES.filter((role) => billingPolicy.canRead(actorOf(role))).sort()).toEqual([
      'administrator',
      'super_admin',
    ]);
    expect(billingPolicy.canSubmit(actorOf('administrator'), { status: 'draft' })).toBe(true);
    expect(billingPolicy.canSubmit(actorOf('administrator'), { status: 'submitted' })).toBe(false);
  });
});
