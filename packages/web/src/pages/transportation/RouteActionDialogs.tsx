import { useEffect, useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES, cancelRouteSchema, type Route } from '@carenest/core';
import { useCancelRoute, useCopyRoute } from '../../api/transport.ts';
import { submitForm } from '../../forms/submit-form.ts';

/** Cancelling a scheduled route: the reason is required; the driver and the parents see it at once. */
export function CancelRouteDialog({ route, onClose }: { route: Route | null; onClose: () => void }) {
  const cancel = useCancelRoute();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [route]);
  const submit = async () => {
    const parsed = cancelRouteSchema.safeParse({ reason });
    if (!parsed.success || !route) {
      setError(parsed.error?.issues[0]?.message ?? null);
      return;
    }
    await submitForm({
      write: () => cancel.mutateAsync({ routeId: route.id, reason: parsed.data.reason }),
      success: MESSAGES.routeCancelled,
      onSuccess: onClose,
    });
  };
  return (
    <Modal
      opened={route !== null}
      onClose={onClose}
      title="Cancel route"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text fz="sm">{route?.name}: the driver and the children&apos;s parents are told at once.</Text>
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep the route
          </Button>
          <Button color="red" onClick={() => void submit()} loading={cancel.isPending}>
            Cancel route
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Copying a route (its plan and children) to the next working days. */
export function CopyRouteDialog({ route, onClose }: { route: Route | null; onClose: () => void }) {
  const copy = useCopyRoute();
  const [workingDays, setWorkingDays] = useState<number | string>(5);
  const submit = async () => {
    if (!route) return;
    await submitForm({
      write: () => copy.mutateAsync({ routeId: route.id, workingDays: Number(workingDays) }),
      success: MESSAGES.routeCopied,
      onSuccess: onClose,
    });
  };
  return (
    <Modal
      opened={route !== null}
      onClose={onClose}
      title="Copy route"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text fz="sm">{route?.name}: the same plan on each of the next working days (Monday to Friday).</Text>
        <NumberInput label="Working days" min={1} max={10} value={workingDays} onChange={setWorkingDays} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void submit()} loading={copy.isPending}>
            Copy route
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
