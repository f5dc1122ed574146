import { holds, type PolicyActor } from './policy-actor.ts';

/** The facts of a loaded document that decisions about it use. */
export interface DocumentFacts {
  scanStatus: 'pending' | 'clean' | 'infected';
}

/**
 * Patient documents (spec part 2, "Document Management" and section 6). Documents are reached through a
 * patient the actor may see.
 */
export const documentPolicy = {
  /** The Documents screen, a document's detail and its access history. */
  canRead: (actor: PolicyActor): boolean => holds(actor, 'documents', 'read'),
  /** The Upload Document button ("Upload documents: nurse, administrator, parent"). */
  canUpload: (actor: PolicyActor): boolean => holds(actor, 'documents', 'upload'),
  /** Download, view or print a document's content: readers, once the scan found it clean. */
  canOpenContent: (actor: PolicyActor, document: DocumentFacts): boolean =>
    holds(actor, 'documents', 'read') && document.scanStatus === 'clean',
  /** Export the list as CSV (the Export List button). */
  canExportList: (actor: PolicyActor): boolean => holds(actor, 'documents', 'read'),
};
