import type { DatabaseListener } from '../db/listener.ts';
import type { Actor } from '../shared/actor.ts';

/** The channel on which the database announces a user whose session lookups changed ('*': every user). */
export const SESSION_CHANGES_CHANNEL = 'carenest_session_changes';

/** The most sessions one process keeps; past it the oldest entries go first. */
const MAXIMUM_ENTRIES = 20_000;

/** A session as its lookup answered it, and until when that answer holds. */
export interface CachedSession {
  actor: Actor;
  /** The last activity recorded in the database (last_seen_at), as the lookup read or wrote it. */
  lastSeenAt: number;
  /** The earliest of: the cache's own limit, the session's expiry, its idle limit, its HIPAA agreement's end. */
  validUntil: number;
}

/**
 * The sessions this process looked up recently, by token hash (ARCHITECTURE.md, "The audited read path"): a
 * request whose session is here skips the lookup query. An entry holds until the first moment its answer could
 * change by the clock alone; anything a person or the system changes is announced by the database on
 * SESSION_CHANGES_CHANNEL (triggers, migration 029) and drops that user's entries on every instance, and a
 * write by the signed-in user drops their own entries before its answer leaves (registerSession).
 */
export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  /** The token hashes of each user's entries, so dropping a user's sessions does not walk every entry. */
  readonly #tokensOfUser = new Map<string, Set<string>>();
  readonly #maximumAgeMs: number;

  /** A cache whose entries live at most `maximumAgeMs`; 0 keeps nothing. */
  constructor(maximumAgeMs: number) {
    this.#maximumAgeMs = maximumAgeMs;
  }

  /** The cached session of a token hash while it holds at `now`. */
  find(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (entry && entry.validUntil > now) return entry;
    if (entry) this.#drop(tokenHash, entry);
    return undefined;
  }

  /** Keeps a looked-up session, holding no longer than the cache's age limit from `now`. */
  remember(tokenHash: string, entry: CachedSession, now: number): void {
    if (this.#maximumAgeMs <= 0) return;
    if (this.#entries.size >= MAXIMUM_ENTRIES) {
      const [oldestToken, oldest] = this.#entries.entries().next().value!;
      this.#drop(oldestToken, oldest);
    }
    const userId = entry.actor.userId;
    this.#entries.set(tokenHash, {
      ...entry,
      validUntil: Math.min(entry.validUntil, now + this.#maximumAgeMs),
    });
    this.#tokensOfUser.set(userId, (this.#tokensOfUser.get(userId) ?? new Set()).add(tokenHash));
  }

  /** Drops every cached session of a user ('*': of every user). */
  forgetUser(userId: string): void {
    if (userId === '*') {
      this.#entries.clear();
      this.#tokensOfUser.clear();
      return;
    }
    for (const tokenHash of this.#tokensOfUser.get(userId) ?? []) this.#entries.delete(tokenHash);
    this.#tokensOfUser.delete(userId);
  }

  /** Drops one entry and its place in its user's set. */
  #drop(tokenHash: string, entry: CachedSession): void {
    this.#entries.delete(tokenHash);
    const tokens = this.#tokensOfUser.get(entry.actor.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#tokensOfUser.delete(entry.actor.userId);
  }

  /**
   * Follows the database's announcements: each names a user whose entries go. After the listening connection
   * was lost, whatever was announced meanwhile is unknown, so everything goes.
   */
  async follow(listener: DatabaseListener): Promise<void> {
    listener.onReconnect(() => this.forgetUser('*'));
    await listener.listen(SESSION_CHANGES_CHANNEL, (userId) => this.forgetUser(userId));
  }
}
