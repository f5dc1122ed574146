import type { Transaction } from 'kysely';
import { API_PATHS, type PhotoProposal } from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { loadUserNames, personOf } from '../shared/user-names.ts';
import { findPhoto } from './photo-records.ts';

/** The child's waiting proposal as the chart shows it for review (the parent, when, its image), or null. */
export async function loadPhotoProposal(
  trx: Transaction<Database>,
  patientId: string,
): Promise<PhotoProposal | null> {
  const proposal = await findPhoto(trx, patientId, 'proposed');
  if (!proposal) return null;
  const names = await loadUserNames(trx, [proposal.uploaded_by]);
  return {
    proposedBy: personOf(names, proposal.uploaded_by),
    proposedAt: proposal.created_at.toISOString(),
    imageUrl: `${API_PATHS.patientPhotoProposalImage(patientId)}?v=${proposal.id}`,
  };
}
