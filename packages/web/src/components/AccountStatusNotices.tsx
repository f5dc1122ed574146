import { Link } from 'react-router';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconClockHour4, IconShieldLock } from '@tabler/icons-react';
import { MESSAGES, type SessionUser } from '@carenest/core';

/**
 * Notices at the top of the signed-in area: a self-registered account still waiting for an
 * administrator's approval, and a facility that requires MFA the user has not enabled yet.
 */
export function AccountStatusNotices({ user }: { user: SessionUser }) {
  const isPending = user.accountStatus === 'pending';
  if (!isPending && !user.mustEnrolMfa) return null;
  return (
    <Stack gap="sm" mb="md">
      {isPending ? (
        <Alert color="yellow" variant="light" icon={<IconClockHour4 aria-hidden />} title="Approval pending">
          {MESSAGES.pendingApproval}
        </Alert>
      ) : null}
      {user.mustEnrolMfa ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconShieldLock aria-hidden />}
          title="Multi-factor authentication required"
        >
          {MESSAGES.mfaEnrolmentRequired}{' '}
          <Anchor component={Link} to="/profile" fz="sm" fw={600}>
            Go to your profile
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
