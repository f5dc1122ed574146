import { Paper, Title } from '@mantine/core';
import { ROLE_LABELS, formatDateTime } from '@carenest/core';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { FactList } from '../../components/FactList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';

/** Profile and Settings (/profile, /settings): the heading and who is signed in. */
export function AccountPage({ title }: { title: string }) {
  usePageTitle(title);
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="signed-in-heading">
        <Title order={2} fz="lg" id="signed-in-heading" mb="md">
          Signed in as
        </Title>
        <FactList
          facts={[
            { term: 'Name', value: `${user.firstName} ${user.lastName}` },
            { term: 'Email', value: user.email },
            { term: 'Role', value: ROLE_LABELS[user.role] },
            { term: 'Facility', value: user.facility?.name ?? 'No facility' },
            {
              term: 'Last sign-in',
              value: user.lastLogin ? formatDateTime(new Date(user.lastLogin), timeZone) : 'Never',
            },
          ]}
        />
      </Paper>
    </>
  );
}
