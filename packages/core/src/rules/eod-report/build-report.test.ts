import { describe, expect, it } from 'vitest';
import { buildEodReport } from './build-report.ts';
import type { EodDayRecords } from './day-records.ts';
import { complianceScoreOf, EOD_RULES } from './compliance.ts';

const zone = 'America/New_York';
const day = '2026-11-23';
/** An instant of the report's day on the facility's clock (EST, UTC-5). */
const at = (time: string) => new Date(`${day}T${time}:00-05:00`);
const lily = '00000000-0000-4000-8000-000000000001';
const mateo = '00000000-0000-4000-8000-000000000002';
const nurse = '00000000-0000-4000-8000-0000000000a1';
const driver = '00000000-0000-4000-8000-0000000000a2';
const morningRoute = '00000000-0000-4000-8000-0000000000b1';

/** A day at a two-child center: Lily's day is complete; Mateo's has gaps the report must find. */
function dayOfTwoChildren(): EodDayRecords {
  return {
    facility: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Sunshine', timeZone: zone },
    reportDate: day,
    asOf: at('23:59'),
    patients: [
      { id: lily, name: 'Lily Tran', primaryNurse: 'Nora Nurse' },
      { id: mateo, name: 'Mateo Ruiz', primaryNurse: null },
    ],
    staff: [
      { id: nurse, name: 'Nora Nurse', role: 'nurse' },
      { id: driver, name: 'Dan Driver', role: 'driver' },
    ],
    notes: [
      { id: 'n1', patientId: lily, noteType: 'nursing_note', authorId: nurse, createdAt: at('14:00') },
      { id: 'n2', patientId: mateo, noteType: 'incident_report', authorId: nurse, createdAt: at('11:00') },
    ],
    amendments: [{ noteId: 'n1', patientId: lily, authorId: nurse, amendedAt: at('15:00') }],
    medications: [
      {
        id: 'm1',
        patientId: lily,
        name: 'Keppra',
        scheduledTimes: ['09:00', '13:00'],
        startDate: '2026-01-01',
        orderedAt: at('00:00'),
      },
      {
        id: 'm2',
        patientId: mateo,
        name: 'Baclofen',
        scheduledTimes: ['10:00', '14:00'],
        startDate: '2026-01-01',
        orderedAt: at('00:00'),
      },
    ],
    administrations: [
      {
        id: 'a1',
        medicationId: 'm1',
        patientId: lily,
        administeredBy: nurse,
        outcome: 'given',
        administeredAt: at('09:10'),
        scheduledFor: at('09:00'),
        reason: null,
        amendsId: null,
      },
      {
        id: 'a2',
        medicationId: 'm1',
        patientId: lily,
        administeredBy: nurse,
        outcome: 'held',
        administeredAt: at('13:00'),
        scheduledFor: at('13:00'),
        reason: 'Asleep',
        amendsId: null,
      },
      {
        id: 'a3',
        medicationId: 'm2',
        patientId: mateo,
        administeredBy: nurse,
        outcome: 'given',
        administeredAt: at('11:30'),
        scheduledFor: at('10:00'),
        reason: null,
        amendsId: null,
      },
    ],
    homeDoses: [],
    vitals: [
      {
        id: 'v1',
        patientId: lily,
        recordedBy: nurse,
        recordedAt: at('09:00'),
        temperature: 98.6,
        heartRate: 100,
        systolic: 100,
        diastolic: 60,
        oxygenSaturation: 98,
        alerts: [],
      },
      {
        id: 'v2',
        patientId: mateo,
        recordedBy: nurse,
        recordedAt: at('12:00'),
        temperature: 103,
        heartRate: 150,
        systolic: null,
        diastolic: null,
        oxygenSaturation: 97,
        alerts: [
          { parameter: 'temperature', value: 103, threshold: 99.5, severity: 'high' },
          { parameter: 'heartRate', value: 150, threshold: 100, severity: 'high' },
        ],
      },
    ],
    routes: [
      {
        id: morningRoute,
        name: 'Morning North',
        direction: 'to_facility',
        driverId: driver,
        status: 'completed',
        scheduledArrival: at('08:30'),
        actualArrival: at('08:55'),
        patientIds: [lily, mateo],
      },
    ],
    handoffs: [
      {
        routeId: morningRoute,
        patientId: lily,
        kind: 'pickup',
        isAuthorized: true,
        recordedBy: driver,
        recordedAt: at('07:50'),
      },
      {
        routeId: morningRoute,
        patientId: lily,
        kind: 'dropoff',
        isAuthorized: true,
        recordedBy: driver,
        recordedAt: at('08:55'),
      },
    ],
    attendance: [
      { patientId: lily, kind: 'check_in', occurredAt: at('08:55'), isSigned: true, recordedBy: driver },
      { patientId: lily, kind: 'check_out', occurredAt: at('15:00'), isSigned: true, recordedBy: nurse },
      { patientId: mateo, kind: 'check_in', occurredAt: at('08:55'), isSigned: true, recordedBy: driver },
    ],
    claims: [
      {
        id: 'c1',
        patientId: lily,
        claimNumber: 'PPEC-2026-001',
        serviceDate: day,
        status: 'submitted',
        totalCents: 50000,
        insuranceName: 'Medicaid',
        submittedAt: at('16:00'),
        services: [{ code: 'T1025', description: 'PPEC per diem', quantity: 1, totalCents: 50000 }],
      },
      {
        id: 'c2',
        patientId: mateo,
        claimNumber: 'PPEC-2026-002',
        serviceDate: '2026-11-02',
        status: 'denied',
        totalCents: 20000,
        insuranceName: 'Aetna',
        submittedAt: null,
        services: [],
      },
      {
        id: 'c3',
        patientId: lily,
        claimNumber: 'PPEC-2026-003',
        serviceDate: '2026-11-02',
        status: 'paid',
        totalCents: 30000,
        insuranceName: 'Medicaid',
        submittedAt: null,
        services: [],
      },
    ],
    payments: [
      { claimId: 'c2', statusCode: '4', chargeCents: 20000, paidCents: 0 },
      { claimId: 'c3', statusCode: '1', chargeCents: 30000, paidCents: 27000 },
    ],
    outstandingCents: 50000,
  };
}

describe('the end-of-day report computed from a day of records', () => {
  const { sections, summary } = buildEodReport(dayOfTwoChildren());

  it('counts the notes by type and author, incidents and amendments', () => {
    expect(sections.clinicalNotes.totalNotes).toBe(2);
    expect(sections.clinicalNotes.criticalIncidents).toBe(1);
    expect(sections.clinicalNotes.amendmentsCount).toBe(1);
    expect(sections.clinicalNotes.notesByType.find((entry) => entry.noteType === 'nursing_note')?.count).toBe(
      1,
    );
    expect(sections.clinicalNotes.staffContributions).toEqual([
      { staffId: nurse, staffName: 'Nora Nurse', notesCount: 2, lastActivity: at('14:00').toISOString() },
    ]);
    const mateoSummary = sections.clinicalNotes.patientSummaries.find((entry) => entry.patientId === mateo);
    expect(mateoSummary).toMatchObject({
      hasIncidents: true,
      lastVitals: { temperature: 103, bloodPressure: null },
    });
  });

  it('checks administrations against the schedule of the children present', () => {
    // Lily: 09:00 on time, 13:00 held. Mateo: 10:00 given 90 minutes late, 14:00 never recorded (missed).
    expect(sections.medications).toMatchObject({
      scheduledDoses: 4,
      givenOnTime: 1,
      givenLate: 1,
      heldDoses: 1,
      missedDoses: 1,
      medicationErrors: 1,
      onTimeRate: 1 / 3,
    });
    expect(sections.medications.missed).toEqual([
      {
        patientId: mateo,
        patientName: 'Mateo Ruiz',
        medicationName: 'Baclofen',
        scheduledAt: at('14:00').toISOString(),
      },
    ]);
  });

  it('counts readings, alerts and abnormal readings with each child’s trend', () => {
    expect(sections.vitalSigns).toMatchObject({
      totalReadings: 2,
      alertsGenerated: 2,
      abnormalReadings: 1,
      criticalReadings: 1,
    });
    const lilyTrend = sections.vitalSigns.byPatient.find((entry) => entry.patientId === lily)!.trends;
    expect(lilyTrend.bloodPressure).toEqual([
      { at: at('09:00').toISOString(), systolic: 100, diastolic: 60 },
    ]);
  });

  it('measures routes against their schedule and finds the unsigned pickup', () => {
    expect(sections.transportation).toMatchObject({
      totalRoutes: 1,
      completedRoutes: 1,
      onTimePerformance: 0,
      totalPatients: 2,
      incidents: 1,
    });
    expect(sections.transportation.routeMetrics[0]).toMatchObject({
      minutesLate: 25,
      incidents: ['Mateo Ruiz has no signed pickup'],
    });
  });

  it('reads the billing of the day: charges, submissions, payments, denials and the collection rate', () => {
    expect(sections.billing).toMatchObject({
      totalCharges: 500,
      claimsSubmitted: 1,
      claimsPaid: 1,
      claimsDenied: 1,
      paymentsPosted: 270,
      outstandingBalance: 500,
      collectionRate: 27000 / 50000,
      denialRate: 0.5,
    });
    expect(sections.billing.revenueByService).toEqual([
      { code: 'T1025', description: 'PPEC per diem', units: 1, charges: 500 },
    ]);
  });

  it('checks each child-day and links each failed item to where it is fixed', () => {
    const mateoDay = sections.childDays.find((entry) => entry.patientId === mateo)!;
    const failed = mateoDay.checks.filter((check) => !check.isPassed);
    expect(failed.map((check) => [check.check, check.link])).toEqual([
      ['departure_signed', '/transportation?tab=log'],
      ['medications_accounted', `/patients/${mateo}?tab=medications`],
      ['vitals_followed_up', `/patients/${mateo}?tab=vital-signs`],
      ['nursing_note_signed', '/clinical-notes?new=1'],
      ['transport_log_complete', '/transportation'],
    ]);
    expect(
      sections.childDays.find((entry) => entry.patientId === lily)!.checks.every((check) => check.isPassed),
    ).toBe(true);
  });

  it('scores compliance with the spec’s weights over the measured rates', () => {
    const rates = Object.fromEntries(
      summary.complianceBreakdown.map((entry) => [entry.component, entry.rate]),
    );
    expect(rates).toEqual({
      medicationOnTime: 1 / 3,
      transportationOnTime: 0,
      billingCollection: 0.54,
      documentation: 0.5,
    });
    const expected = (0.3 * (1 / 3) + 0.2 * 0 + 0.2 * 0.54 + 0.3 * 0.5) * 100;
    expect(summary.complianceScore).toBe(Math.round(expected * 10) / 10);
  });

  it('leaves an unmeasured component out and lets the others carry the score', () => {
    const breakdown = [
      {
        component: 'medicationOnTime',
        label: '',
        weight: 0.3,
        rate: 1,
        numerator: 1,
        denominator: 1,
        explanation: '',
      },
      {
        component: 'transportationOnTime',
        label: '',
        weight: 0.2,
        rate: null,
        numerator: 0,
        denominator: 0,
        explanation: '',
      },
      {
        component: 'billingCollection',
        label: '',
        weight: 0.2,
        rate: null,
        numerator: 0,
        denominator: 0,
        explanation: '',
      },
      {
        component: 'documentation',
        label: '',
        weight: 0.3,
        rate: 0.5,
        numerator: 1,
        denominator: 2,
        explanation: '',
      },
    ] as const;
    expect(complianceScoreOf([...breakdown])).toBe(75);
    expect(complianceScoreOf([])).toBeNull();
  });

  it('recommends by the spec’s triggers and dates follow-ups by priority', () => {
    expect(summary.recommendations).toHaveLength(3);
    expect(summary.recommendations.join(' ')).toMatch(
      /1 missed dose.*1 transportation incident.*Denial rate of 50%/,
    );
    const missed = summary.followUpItems.find((item) => item.description.includes('Baclofen'))!;
    expect(missed).toMatchObject({ priority: 'high', dueDate: '2026-11-24', assignedTo: 'Nursing staff' });
    const denied = summary.followUpItems.find((item) => item.description.includes('PPEC-2026-002'))!;
    expect(denied).toMatchObject({ priority: 'medium', dueDate: '2026-11-30', link: '/billing' });
    expect(EOD_RULES.followUpDays).toEqual({ high: 1, medium: 7 });
  });

  it('names the staff on duty and the critical alerts', () => {
    expect(summary.staffOnDutyDetails.map((member) => [member.staffName, member.records])).toEqual([
      ['Dan Driver', 4],
      ['Nora Nurse', 9],
    ]);
    expect(summary.criticalAlerts).toBe(2);
    expect(summary.totalPatients).toBe(2);
  });
});
