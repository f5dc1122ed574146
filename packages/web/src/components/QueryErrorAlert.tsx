import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** An inline error for data that failed to load, with a Try again button. */
export function QueryErrorAlert({
  title,
  message,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
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
