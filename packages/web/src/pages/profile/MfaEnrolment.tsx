import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, CopyButton, Group, Image, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { mfaEnableSchema } from '@carenest/core';
import { useEnableMfa, type MfaSetup } from '../../api/account.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/**
 * The second step of turning MFA on: scan the QR code (or type the secret) into an authenticator
 * app, then confirm with its current 6-digit code. Answers the recovery codes through `onEnabled`.
 */
export function MfaEnrolment({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: MfaSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enabling = useEnableMfa();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(mfaEnableSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = formSubmitHandler(form, {
    write: ({ code }) => enabling.mutateAsync(code),
    onSuccess: onEnabled,
    fields: ['code'],
    showFailure: (message) => form.setError('code', { message }, { shouldFocus: true }),
  });

  return (
    <Stack gap="md">
      <Text fz="sm">
        1. Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator
        or 1Password).
      </Text>
      <Image
        src={setup.qrCodeDataUrl}
        alt="QR code for your authenticator app"
        w={200}
        h={200}
        fit="contain"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
      />
      <TextInput
        label="Or enter this secret key"
        value={setup.secret}
        readOnly
        maw={440}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rightSectionPointerEvents="all"
        rightSection={
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy secret key'} withArrow>
                <ActionIcon
                  variant="subtle"
                  onClick={copy}
                  aria-label={copied ? 'Copied' : 'Copy secret key'}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={440}>
          <TextInput
            label="2. Enter the 6-digit code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            error={errors.code?.message}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
            {...form.register('code')}
          />
          <Group gap="sm">
            <Button type="submit" loading={isSubmitting}>
              Confirm
            </Button>
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
