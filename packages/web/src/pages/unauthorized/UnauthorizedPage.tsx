import { Link } from 'react-router';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MESSAGES, ROLE_LABELS } from '@carenest/core';
import { useAuth } from '../../auth/use-auth.ts';
import { AuthScreenFrame } from '../../components/AuthScreenFrame.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

/** The Access Denied page (/unauthorized): public, and names the current role when someone is signed in. */
export function UnauthorizedPage() {
  usePageTitle(MESSAGES.accessDeniedTitle);
  const { user } = useAuth();
  return (
    <AuthScreenFrame title={MESSAGES.accessDeniedTitle}>
      <Center>
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={32} />
        </ThemeIcon>
      </Center>
      <Stack gap="xs">
        <Text fw={600}>{MESSAGES.accessDeniedText}</Text>
        {user ? <Text>Your current role: {ROLE_LABELS[user.role]}</Text> : null}
        <Text c="dimmed" fz="sm">
          If you believe you need access, please contact your administrator.
        </Text>
      </Stack>
      <Button component={Link} to="/dashboard">
        Go to Dashboard
      </Button>
    </AuthScreenFrame>
  );
}
