import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startMfaSetup, type MfaSetup } from '../../api/account.ts';
import { ApiError, describeError } from '../../api/client.ts';
import { SESSION_QUERY_KEY } from '../../auth/session-query.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { MfaDisableForm } from './MfaDisableForm.tsx';
import { MfaEnrolment } from './MfaEnrolment.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';

/**
 * Two-factor authentication: its status, and either the enrolment (QR code, secret, confirmation,
 * recovery codes) when it is off, or the form that turns it off when it is on.
 */
export function MfaCard({ isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refreshSession = () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  const setupStart = useMutation({
    mutationFn: startMfaSetup,
    onSuccess: setSetup,
    onError: async (error) => {
      notifyError(describeError(error));
      if (error instanceof ApiError && error.status === 409) await refreshSession();
    },
  });

  const finishEnrolment = async (codes: string[]) => {
    setSetup(null);
    setRecoveryCodes(codes);
    notifySuccess('Two-factor authentication enabled');
    await refreshSession();
  };
  const finishDisabling = async () => {
    notifySuccess('Two-factor authentication disabled');
    await refreshSession();
  };

  const isShownAsEnabled = isEnabled || recoveryCodes !== null;
  return (
    <PanelCard
      title="Two-factor authentication"
      action={
        <Badge color={isShownAsEnabled ? 'green' : 'gray'} variant="light" radius="sm">
          {isShownAsEnabled ? 'Enabled' : 'Off'}
        </Badge>
      }
    >
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : isEnabled ? (
        <MfaDisableForm onDisabled={finishDisabling} />
      ) : setup ? (
        <MfaEnrolment
          setup={setup}
          onEnabled={(codes) => void finishEnrolment(codes)}
          onCancel={() => setSetup(null)}
        />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">
            Protect your account with a code from an authenticator app in addition to your password.
          </Text>
          <Group>
            <Button
              onClick={() => setupStart.mutate()}
              loading={setupStart.isPending}
              leftSection={<IconShieldLock size={16} aria-hidden />}
            >
              Enable two-factor authentication
            </Button>
          </Group>
        </Stack>
      )}
    </PanelCard>
  );
}
