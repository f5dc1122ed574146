import { useEffect, useRef, useState } from 'react';
import { ROUTE_GEOLOCATION_OPTIONS, shouldSendFix, type LocationFix } from '@carenest/core';

/** What the location indicator shows. */
export type LocationState =
  | { kind: 'off' }
  | { kind: 'waiting' }
  | { kind: 'tracking'; accuracy: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

/** A position as the driver's writes carry it. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

/**
 * Watches the phone's position while `isActive` (a route on the road) with the spec's options (high
 * accuracy, timeout 10 s, maximum age 60 s) and calls `onFix` when shouldSendFix says a fix is due (one per
 * 10 s unless the van moved 50 m). Answers the indicator's state and the latest position (status changes and
 * signatures carry it). Permission denied and no position are states the driver sees, not console lines.
 */
export function useRouteGeolocation(
  isActive: boolean,
  onFix: (position: DevicePosition, takenAt: number) => void,
) {
  const [state, setState] = useState<LocationState>({ kind: 'off' });
  const latest = useRef<DevicePosition | null>(null);
  const lastSent = useRef<LocationFix | null>(null);
  const onFixRef = useRef(onFix);
  onFixRef.current = onFix;

  useEffect(() => {
    if (!isActive) {
      setState({ kind: 'off' });
      return;
    }
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' });
      return;
    }
    setState({ kind: 'waiting' });
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        latest.current = { latitude, longitude, accuracy };
        setState({ kind: 'tracking', accuracy: Math.round(accuracy) });
        const next = { latitude, longitude, takenAt: position.timestamp };
        if (shouldSendFix(lastSent.current, next)) {
          lastSent.current = next;
          onFixRef.current(latest.current, position.timestamp);
        }
      },
      (error) => setState({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      ROUTE_GEOLOCATION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [isActive]);

  return { state, latestPosition: () => latest.current };
}
