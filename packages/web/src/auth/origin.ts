import type { Location } from 'react-router';
import { isPublicScreenPath } from '@carenest/core';

/** Location state set by the guard when it sends a visitor to sign-in: where they were going. */
export interface SignInRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after sign-in when no origin was remembered. */
const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/**
 * The remembered origin in the sign-in screen's location state, as a same-site path, or the
 * dashboard. Anything that is not a plain path of this app (or is a public screen) is ignored.
 */
export function readSignInOrigin(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_SIGNED_IN_PATH;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return DEFAULT_SIGNED_IN_PATH;
  const { pathname, search, hash } = from as Partial<Record<'pathname' | 'search' | 'hash', unknown>>;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (isPublicScreenPath(pathname)) return DEFAULT_SIGNED_IN_PATH;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
