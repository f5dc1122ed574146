import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { DocumentsScreen } from './DocumentsScreen.tsx';

/** /documents: every document of the patients the user may see. */
export function DocumentsPage() {
  usePageTitle('Documents');
  return (
    <>
      <PageHeader title="Documents" subtitle="Secure, encrypted patient documents with access history" />
      <DocumentsScreen />
    </>
  );
}
