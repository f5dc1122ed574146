import {
  AGE_BAND_SOURCE,
  FACILITY_DEFAULT_LIMITS,
  PARAMETER_MEASUREMENTS,
  ageBandOf,
  suggestedLimits,
  type ParameterLimits,
  type VitalParametersResponse,
} from '@carenest/core';
import { personOf, type UserNames } from '../shared/user-names.ts';
import type { StoredParameter } from './load-vital-parameters.ts';

/** Only the four limits of a set of limits. */
function limitsOf(limits: ParameterLimits): ParameterLimits {
  return {
    notifyLow: limits.notifyLow,
    notifyHigh: limits.notifyHigh,
    criticalLow: limits.criticalLow,
    criticalHigh: limits.criticalHigh,
  };
}

/**
 * A child's parameters as the chart shows them: for each measurement the rule that applies (the child's
 * order, the facility default, or none), the order with who entered it, the default, and the suggestion of
 * the child's age band on the facility's `today`.
 */
export function presentVitalParameters(options: {
  patientId: string;
  dateOfBirth: string;
  today: string;
  parameters: readonly StoredParameter[];
  names: UserNames;
}): VitalParametersResponse {
  const { patientId, dateOfBirth, today, parameters, names } = options;
  const band = ageBandOf(dateOfBirth, today);
  return {
    patientId,
    dateOfBirth,
    ageBand: band ? { key: band.key, label: band.label } : null,
    source: AGE_BAND_SOURCE,
    entries: PARAMETER_MEASUREMENTS.map((measurement) => {
      const order = parameters.find((parameter) => parameter.measurement === measurement);
      const fallback = FACILITY_DEFAULT_LIMITS[measurement];
      const suggestion = suggestedLimits(measurement, band);
      return {
        measurement,
        appliesFrom: order ? 'child' : fallback ? 'facility' : 'none',
        order: order
          ? {
              ...limitsOf(order),
              orderedBy: order.orderedBy,
              orderedOn: order.orderedOn,
              enteredBy: personOf(names, order.enteredBy),
              enteredAt: order.enteredAt.toISOString(),
            }
          : null,
        facilityDefault: fallback ? limitsOf(fallback) : null,
        suggestion: suggestion ? limitsOf(suggestion) : null,
      };
    }),
  };
}
