import { Grid, Stack } from '@mantine/core';
import { holdsPersonnelRecord, staffingPolicy } from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { CredentialsPanel } from '../credentials/CredentialsPanel.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { MfaCard } from './MfaCard.tsx';
import { SignedInCard } from './SignedInCard.tsx';

/**
 * Profile (/profile): who is signed in, password change, two-factor authentication and, for staff, their own
 * credentials (read only; the credential-expiry notices link here).
 */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const actor = policyActorOf(user);
  const holder = { userId: user.id, role: user.role };
  const showsCredentials = holdsPersonnelRecord(actor) && staffingPolicy.canReadCredentials(actor, holder);
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
          <Stack gap="lg">
            <MfaCard isEnabled={user.mfaEnabled} />
            {showsCredentials ? <CredentialsPanel holder={holder} timeZone={timeZone} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
