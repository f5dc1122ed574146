import { holds, type PolicyActor } from './policy-actor.ts';

/**
 * Secure messaging (ARCHITECTURE.md, "Parent portal"): a parent writes with the care team of a child linked to
 * them; the care team (staff who may see the child, administrators) answers. Which threads is the scoped load.
 */
export const secureMessagePolicy = {
  /** The Messages screen and a conversation. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'messages', 'read'),
  /** Writing in a conversation. */
  canSend: (actor: PolicyActor): boolean => holds(actor, 'messages', 'create'),
  /** Writing in this conversation: a writer, and the thread still open (unlinking its parent closes it). */
  canWriteIn: (actor: PolicyActor, thread: { isClosed: boolean }): boolean =>
    holds(actor, 'messages', 'create') && !thread.isClosed,
  /** Attaching files to a message: writers who may also put documents in the child's store. */
  canAttach: (actor: PolicyActor): boolean =>
    holds(actor, 'messages', 'create') && holds(actor, 'documents', 'upload'),
  /** Starting a conversation about a child: parents only (staff answer theirs). */
  canOpenThread: (actor: PolicyActor): boolean =>
    actor.role === 'parent' && holds(actor, 'messages', 'create'),
};
