import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { useAccountSessions, useEndAccountSession, type AccountSession } from '../../api/account.ts';
import { describeError } from '../../api/client.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { EndSessionDialog } from './EndSessionDialog.tsx';
import { NotificationPreferencesCard } from './NotificationPreferencesCard.tsx';
import { SessionList } from './SessionList.tsx';

/**
 * Settings (/settings): for parents which notifications they receive; the user's active sessions, each other
 * one endable; and what "Remember me" keeps.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  const user = useSignedInUser();
  const timeZone = useTimeZone();
  const [sessionToEnd, setSessionToEnd] = useState<AccountSession | null>(null);
  const sessions = useAccountSessions();
  const ending = useEndAccountSession();
  const endSession = (session: AccountSession) =>
    ending.mutate(session, {
      onSuccess: () => {
        setSessionToEnd(null);
        notifySuccess('Session ended');
      },
      onError: (error) => notifyError(describeError(error)),
    });

  return (
    <>
      <PageHeader title="Settings" />
      <Stack gap="lg">
        {user.role === 'parent' ? <NotificationPreferencesCard /> : null}
        <PanelCard title="Active Sessions">
          <Text fz="sm" c="dimmed">
            Devices where you are signed in. End any session you do not recognise, then change your password.
          </Text>
          {sessions.isError ? (
            <QueryErrorAlert
              title="Your sessions could not be loaded"
              message={describeError(sessions.error)}
              onRetry={() => void sessions.refetch()}
              isRetrying={sessions.isFetching}
            />
          ) : null}
          {sessions.isPending && !sessions.isError ? (
            <Stack gap="sm" aria-hidden>
              <Skeleton height={96} radius="md" />
              <Skeleton height={96} radius="md" />
            </Stack>
          ) : null}
          {sessions.data && sessions.data.length === 0 ? (
            <EmptyListMessage>No active sessions</EmptyListMessage>
          ) : null}
          {sessions.data && sessions.data.length > 0 ? (
            <SessionList sessions={sessions.data} timeZone={timeZone} onEnd={setSessionToEnd} />
          ) : null}
        </PanelCard>
        <PanelCard title="Remember me">
          <Text fz="sm">
            When you tick "Remember me" at sign-in, only your email and role are remembered on this device —
            never your password. Untick it at your next sign-in to forget them.
          </Text>
        </PanelCard>
      </Stack>
      <EndSessionDialog
        session={sessionToEnd}
        isEnding={ending.isPending}
        onConfirm={endSession}
        onCancel={() => setSessionToEnd(null)}
      />
    </>
  );
}
