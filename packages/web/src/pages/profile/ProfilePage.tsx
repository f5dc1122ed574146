import { Grid, Stack } from '@mantine/core';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { MfaCard } from './MfaCard.tsx';
import { SignedInCard } from './SignedInCard.tsx';

/** Profile (/profile): who is signed in, password change and two-factor authentication. */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  return (
    <>
      <PageHeader title="Profile" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <SignedInCard user={user} timeZone={timeZone} />
            <ChangePasswordCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <MfaCard isEnabled={user.mfaEnabled} />
        </Grid.Col>
      </Grid>
    </>
  );
}
