import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor.ts';
import { SessionCache } from './session-cache.ts';

/** An actor of a user, the rest of its fields as any signed-in nurse's. */
const actorOf = (userId: string, sessionId = `${userId}-session`): Actor => ({
  userId,
  sessionId,
  role: 'nurse',
  facilityId: 'facility',
  isPending: false,
  hasValidHipaa: true,
  mustEnrolMfa: false,
});

describe('the session cache', () => {
  it('holds an entry until the earlier of its own limit and the cache’s age limit', () => {
    const cache = new SessionCache(10_000);
    cache.remember('a', { actor: actorOf('ann'), lastSeenAt: 0, validUntil: 5_000 }, 0);
    cache.remember('b', { actor: actorOf('bob'), lastSeenAt: 0, validUntil: 60_000 }, 0);
    expect(cache.find('a', 4_999)?.actor.userId).toBe('ann');
    expect(cache.find('a', 5_000)).toBeUndefined();
    expect(cache.find('b', 9_999)?.actor.userId).toBe('bob');
    expect(cache.find('b', 10_000)).toBeUndefined();
  });

  it('drops every session of the user named, and only theirs; "*" drops everyone’s', () => {
    const cache = new SessionCache(60_000);
    cache.remember('phone', { actor: actorOf('ann', 's1'), lastSeenAt: 0, validUntil: 60_000 }, 0);
    cache.remember('laptop', { actor: actorOf('ann', 's2'), lastSeenAt: 0, validUntil: 60_000 }, 0);
    cache.remember('other', { actor: actorOf('bob'), lastSeenAt: 0, validUntil: 60_000 }, 0);
    cache.forgetUser('ann');
    expect([cache.find('phone', 1), cache.find('laptop', 1)]).toEqual([undefined, undefined]);
    expect(cache.find('other', 1)?.actor.userId).toBe('bob');
    cache.remember('phone', { actor: actorOf('ann', 's3'), lastSeenAt: 0, validUntil: 60_000 }, 0);
    cache.forgetUser('*');
    expect([cache.find('phone', 1), cache.find('other', 1)]).toEqual([undefined, undefined]);
  });

  it('keeps nothing when its age limit is 0 (the tests’ app)', () => {
    const cache = new SessionCache(0);
    cache.remember('a', { actor: actorOf('ann'), lastSeenAt: 0, validUntil: 60_000 }, 0);
    expect(cache.find('a', 1)).toBeUndefined();
  });
});
