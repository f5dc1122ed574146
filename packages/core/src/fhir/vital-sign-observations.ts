import type { Coding, Observation, Quantity } from '@medplum/fhirtypes';
import { CODE_SYSTEMS, PROFILES } from './systems.ts';

/** One recorded set of vital signs (one row of the chart's readings), as the Observation mapping reads it. */
export interface VitalSignsReading {
  id: string;
  patientId: string;
  recordedAt: Date;
  recordedBy: { id: string; name: string };
  temperature: number | null;
  heartRate: number | null;
  bloodPressureSystolic: number | null;
  bloodPressureDiastolic: number | null;
  respiratoryRate: number | null;
  oxygenSaturation: number | null;
  weight: number | null;
  height: number | null;
  painScale: number | null;
}

/** The measurements of a reading that become Observations, each with its id suffix. */
export const VITAL_SIGN_KINDS = [
  'temperature',
  'heart-rate',
  'blood-pressure',
  'respiratory-rate',
  'oxygen-saturation',
  'body-weight',
  'body-height',
  'pain',
] as const;
/** A kind of vital-sign Observation. */
export type VitalSignKind = (typeof VITAL_SIGN_KINDS)[number];

const loinc = (code: string, display: string): Coding => ({ system: CODE_SYSTEMS.loinc, code, display });
const ucum = (value: number, unit: string, code: string): Quantity => ({
  value,
  unit,
  system: CODE_SYSTEMS.ucum,
  code,
});

/** How each kind is coded: its US Core profile, LOINC codes, category and whether the reading holds it. */
interface KindDefinition {
  profile: string;
  codings: Coding[];
  category: 'vital-signs' | 'survey';
  isPresent: (reading: VitalSignsReading) => boolean;
}

/**
 * The US Core 6.1.0 vital-signs profiles by kind (UCUM units as CareNest records them: °F, lb, in). Pain has no
 * vital-signs profile; it is a US Core simple observation of category survey.
 */
export const VITAL_SIGN_DEFINITIONS: Record<VitalSignKind, KindDefinition> = {
  temperature: {
    profile: PROFILES.bodyTemperature,
    codings: [loinc('8310-5', 'Body temperature')],
    category: 'vital-signs',
    isPresent: (reading) => reading.temperature !== null,
  },
  'heart-rate': {
    profile: PROFILES.heartRate,
    codings: [loinc('8867-4', 'Heart rate')],
    category: 'vital-signs',
    isPresent: (reading) => reading.heartRate !== null,
  },
  'blood-pressure': {
    profile: PROFILES.bloodPressure,
    codings: [loinc('85354-9', 'Blood pressure panel with all children optional')],
    category: 'vital-signs',
    isPresent: (reading) => reading.bloodPressureSystolic !== null || reading.bloodPressureDiastolic !== null,
  },
  'respiratory-rate': {
    profile: PROFILES.respiratoryRate,
    codings: [loinc('9279-1', 'Respiratory rate')],
    category: 'vital-signs',
    isPresent: (reading) => reading.respiratoryRate !== null,
  },
  'oxygen-saturation': {
    profile: PROFILES.pulseOximetry,
    codings: [
      loinc('59408-5', 'Oxygen saturation in Arterial blood by Pulse oximetry'),
      loinc('2708-6', 'Oxygen saturation in Arterial blood'),
    ],
    category: 'vital-signs',
    isPresent: (reading) => reading.oxygenSaturation !== null,
  },
  'body-weight': {
    profile: PROFILES.bodyWeight,
    codings: [loinc('29463-7', 'Body weight')],
    category: 'vital-signs',
    isPresent: (reading) => reading.weight !== null,
  },
  'body-height': {
    profile: PROFILES.bodyHeight,
    codings: [loinc('8302-2', 'Body height')],
    category: 'vital-signs',
    isPresent: (reading) => reading.height !== null,
  },
  pain: {
    profile: PROFILES.simpleObservation,
    codings: [loinc('72514-3', 'Pain severity - 0-10 verbal numeric rating [Score] - Reported')],
    category: 'survey',
    isPresent: (reading) => reading.painScale !== null,
  },
};

/** The Observation id of one kind of a reading: stable, the reading's own id and the kind. */
export function vitalSignObservationId(readingId: string, kind: VitalSignKind): string {
  return `${readingId}-${kind}`;
}

/** The reading id and kind an Observation id names, or undefined when it names none. */
export function parseVitalSignObservationId(
  id: string,
): { readingId: string; kind: VitalSignKind } | undefined {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([a-z-]+)$/.exec(id);
  const kind = VITAL_SIGN_KINDS.find((candidate) => candidate === match?.[2]);
  return match?.[1] && kind ? { readingId: match[1], kind } : undefined;
}

const MISSING = { coding: [{ system: CODE_SYSTEMS.dataAbsentReason, code: 'unknown', display: 'Unknown' }] };

/** The value part of each kind's Observation. */
function valueOf(reading: VitalSignsReading, kind: VitalSignKind): Partial<Observation> {
  switch (kind) {
    case 'temperature':
      return { valueQuantity: ucum(reading.temperature!, 'degF', '[degF]') };
    case 'heart-rate':
      return { valueQuantity: ucum(reading.heartRate!, 'beats/minute', '/min') };
    case 'respiratory-rate':
      return { valueQuantity: ucum(reading.respiratoryRate!, 'breaths/minute', '/min') };
    case 'oxygen-saturation':
      return { valueQuantity: ucum(reading.oxygenSaturation!, '%', '%') };
    case 'body-weight':
      return { valueQuantity: ucum(reading.weight!, 'lb', '[lb_av]') };
    case 'body-height':
      return { valueQuantity: ucum(reading.height!, 'in', '[in_i]') };
    case 'pain':
      return { valueQuantity: ucum(reading.painScale!, 'score', '{score}') };
    case 'blood-pressure': {
      const component = (code: Coding, value: number | null) => ({
        code: { coding: [code] },
        ...(value === null
          ? { dataAbsentReason: MISSING }
          : { valueQuantity: ucum(value, 'mmHg', 'mm[Hg]') }),
      });
      return {
        component: [
          component(loinc('8480-6', 'Systolic blood pressure'), reading.bloodPressureSystolic),
          component(loinc('8462-4', 'Diastolic blood pressure'), reading.bloodPressureDiastolic),
        ],
      };
    }
  }
}

/** One kind of a reading as its US Core Observation (the caller checked that the reading holds it). */
export function toVitalSignObservation(reading: VitalSignsReading, kind: VitalSignKind): Observation {
  const definition = VITAL_SIGN_DEFINITIONS[kind];
  const recordedAt = reading.recordedAt.toISOString();
  return {
    resourceType: 'Observation',
    id: vitalSignObservationId(reading.id, kind),
    meta: { profile: [definition.profile], lastUpdated: recordedAt },
    status: 'final',
    category: [{ coding: [{ system: CODE_SYSTEMS.observationCategory, code: definition.category }] }],
    code: { coding: definition.codings, text: definition.codings[0]!.display },
    subject: { reference: `Patient/${reading.patientId}` },
    effectiveDateTime: recordedAt,
    issued: recordedAt,
    performer: [{ reference: `Practitioner/${reading.recordedBy.id}`, display: reading.recordedBy.name }],
    ...valueOf(reading, kind),
  };
}

/** Every Observation a reading makes: one per measurement it holds, in the order of VITAL_SIGN_KINDS. */
export function toVitalSignObservations(reading: VitalSignsReading): Observation[] {
  return VITAL_SIGN_KINDS.filter((kind) => VITAL_SIGN_DEFINITIONS[kind].isPresent(reading)).map((kind) =>
    toVitalSignObservation(reading, kind),
  );
}

/** The kinds whose Observations match a `code` search's tokens (system|code or code) and a `category`'s. */
export function vitalSignKindsMatching(
  codes: readonly { system?: string; code: string }[] | undefined,
  categories: readonly { system?: string; code: string }[] | undefined,
): VitalSignKind[] {
  const matchesAny = (tokens: readonly { system?: string; code: string }[] | undefined, codings: Coding[]) =>
    !tokens ||
    tokens.some((token) =>
      codings.some(
        (coding) =>
          coding.code === token.code && (token.system === undefined || token.system === coding.system),
      ),
    );
  return VITAL_SIGN_KINDS.filter((kind) => {
    const definition = VITAL_SIGN_DEFINITIONS[kind];
    const category = { system: CODE_SYSTEMS.observationCategory, code: definition.category };
    return matchesAny(codes, definition.codings) && matchesAny(categories, [category]);
  });
}
