import type { AllergySeverity } from '@carenest/core';

/** Colour and variant of an allergy chip, rising with severity (light for mild and moderate). */
export const ALLERGY_SEVERITY_STYLE: Record<AllergySeverity, { color: string; variant: 'light' | 'filled' }> =
  {
    mild: { color: 'yellow', variant: 'light' },
    moderate: { color: 'orange', variant: 'light' },
    severe: { color: 'red', variant: 'light' },
    'life-threatening': { color: 'red', variant: 'filled' },
  };
