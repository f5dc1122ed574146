import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useStartMfaSetup, type MfaSetup } from '../../api/account.ts';
import { describeError } from '../../api/client.ts';
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
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const setupStart = useStartMfaSetup();
  const startSetup = () =>
    setupStart.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => notifyError(describeError(error)),
    });

  const finishEnrolment = (codes: string[]) => {
    setSetup(null);
    setRecoveryCodes(codes);
    notifySuccess('Two-factor authentication enabled');
  };
  const finishDisabling = () => notifySuccess('Two-factor authentication disabled');

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
        <MfaEnrolment setup={setup} onEnabled={finishEnrolment} onCancel={() => setSetup(null)} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">
            Protect your account with a code from an authenticator app in addition to your password.
          </Text>
          <Group>
            <Button
              onClick={startSetup}
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
