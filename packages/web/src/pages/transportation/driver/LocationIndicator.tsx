import { Badge } from '@mantine/core';
import type { LocationState } from './use-route-geolocation.ts';

/** The words and colour of each state. */
const LABELS: Record<LocationState['kind'], { text: string; color: string }> = {
  off: { text: 'Location off', color: 'gray' },
  waiting: { text: 'Waiting for position', color: 'yellow' },
  tracking: { text: 'Tracking', color: 'green' },
  denied: { text: 'Location permission denied', color: 'red' },
  unavailable: { text: 'Location unavailable', color: 'red' },
};

/** The spec's location indicator for drivers: tracking (with accuracy), waiting, denied or unavailable. */
export function LocationIndicator({ state }: { state: LocationState }) {
  const label = LABELS[state.kind];
  const text = state.kind === 'tracking' ? `${label.text} (±${state.accuracy} m)` : label.text;
  return (
    <Badge color={label.color} variant="light" size="lg" role="status" aria-live="polite">
      {text}
    </Badge>
  );
}
