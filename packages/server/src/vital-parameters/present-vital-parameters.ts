import {
  AGE_BAND_SOURCE,
  PARAMETER_MEASUREMENTS,
  defaultLimitsFor,
  entryBoundsFor,
  suggestedLimits,
  type ParameterLimits,
  type VitalParametersResponse,
} from '@carenest/core';
import { personOf, type UserNames } from '../shared/user-names.ts';
import type { ChildDefaults, StoredParameter } from './load-vital-parameters.ts';

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
 * A child's parameters as the chart shows them: the limits an order may set (the entry bounds of the child's
 * age band), and for each measurement the rule that applies (the child's order, the facility default of the
 * spec's ranges or of the child's age band, or none), the order with who entered it, the default, and the
 * suggestion of the child's age band on the facility's today.
 */
export function presentVitalParameters(options: {
  patientId: string;
  child: ChildDefaults;
  parameters: readonly StoredParameter[];
  names: UserNames;
}): VitalParametersResponse {
  const { patientId, child, parameters, names } = options;
  const { band } = child.defaults;
  const bounds = entryBoundsFor(band);
  return {
    patientId,
    dateOfBirth: child.dateOfBirth,
    ageBand: band ? { key: band.key, label: band.label } : null,
    entryBounds: Object.fromEntries(
      PARAMETER_MEASUREMENTS.map((measurement) => [measurement, bounds[measurement]]),
    ) as VitalParametersResponse['entryBounds'],
    source: AGE_BAND_SOURCE,
    entries: PARAMETER_MEASUREMENTS.map((measurement) => {
      const order = parameters.find((parameter) => parameter.measurement === measurement);
      const fallback = defaultLimitsFor(measurement, child.defaults);
      const suggestion = suggestedLimits(measurement, band);
      return {
        measurement,
        appliesFrom: order ? 'child' : (fallback?.source ?? 'none'),
        order: order
          ? {
              ...limitsOf(order),
              orderedBy: order.orderedBy,
              orderedOn: order.orderedOn,
              enteredBy: personOf(names, order.enteredBy),
              enteredAt: order.enteredAt.toISOString(),
            }
          : null,
        facilityDefault: fallback ? limitsOf(fallback.limits) : null,
        suggestion: suggestion ? limitsOf(suggestion) : null,
      };
    }),
  };
}
