import { createNotifications } from '../notifications/index.ts';
import type { CommandScope } from '../shared/request-scope.ts';

/**
 * Tells the parent who proposed a photo of their child what the care team decided: accepted (it is the
 * child's photo now) or rejected (the earlier photo stays). No category: an answer to their own request.
 */
export async function tellParentOfPhotoDecision(
  scope: Pick<CommandScope, 'trx' | 'now'> & {
    parentId: string;
    patient: { id: string; firstName: string };
    isAccepted: boolean;
  },
): Promise<void> {
  const { patient, isAccepted } = scope;
  await createNotifications({
    trx: scope.trx,
    now: scope.now,
    recipientIds: [scope.parentId],
    content: isAccepted
      ? {
          title: `New photo of ${patient.firstName} accepted`,
          body: `The care team accepted the photo you sent: it is now ${patient.firstName}'s photo in the chart.`,
          link: '/my-children',
          severity: 'low',
        }
      : {
          title: `New photo of ${patient.firstName} not accepted`,
          body: `The care team did not accept the photo you sent; ${patient.firstName}'s chart keeps the earlier photo.`,
          link: '/my-children',
          severity: 'low',
        },
  });
}
