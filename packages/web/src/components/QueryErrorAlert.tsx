import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** An inline error for data (or a screen) that failed to load, with a Try again button; the message is optional. */
export function QueryErrorAlert({
  title,
  message,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        {message ? <Text fz="sm">{message}</Text> : null}
        <Button
          size="xs"
          color="red"
          variant="outline"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={isRetrying}
        >
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
