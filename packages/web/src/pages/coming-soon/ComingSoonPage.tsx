import { Paper, Text } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/** A screen of the route table whose feature has not been built yet: its heading and one honest line. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="lg">
        <Text>This screen is not yet available.</Text>
      </Paper>
    </>
  );
}
