import type { RouteStatus, RouteStop } from '@carenest/core';

/**
 * Where a child is on a route, in words: "Dropped off with Rosa Medina", "On board (picked up from Rosa
 * Medina)", "Waiting for pickup", "Arrived".
 */
export function stopStateOf(stop: RouteStop, status: RouteStatus): string {
  if (stop.dropoff) return `Dropped off with ${stop.dropoff.signedBy}`;
  if (stop.pickup)
    return status === 'arrived' || status === 'completed'
      ? 'Arrived'
      : `On board (picked up from ${stop.pickup.signedBy})`;
  if (status === 'cancelled') return 'Route cancelled';
  return status === 'completed' ? 'Not picked up' : 'Waiting for pickup';
}
