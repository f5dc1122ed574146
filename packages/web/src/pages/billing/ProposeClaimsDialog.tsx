import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { addCalendarDays, todayInZone, type ClaimProposalResponse } from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { useProposeClaims } from '../../api/billing.ts';

/**
 * Propose from attendance: the days to look at (at most a month, none in the future); the server drafts a
 * claim for each child-day with time present and no claim yet, and says which child-days it passed over and
 * why. The drafts wait in the list for review before submit.
 */
export function ProposeClaimsDialog({
  isOpen,
  timeZone,
  onClose,
}: {
  isOpen: boolean;
  timeZone: string;
  onClose: () => void;
}) {
  const today = todayInZone(new Date(), timeZone);
  const [from, setFrom] = useState(() => addCalendarDays(today, -7));
  const [to, setTo] = useState(() => addCalendarDays(today, -1));
  const [outcome, setOutcome] = useState<ClaimProposalResponse | null>(null);
  const propose = useProposeClaims();
  const error = propose.error instanceof ApiError ? propose.error : null;
  const close = () => {
    setOutcome(null);
    propose.reset();
    onClose();
  };
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title="Propose claims from attendance"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group grow>
          <TextInput
            label="First day"
            type="date"
            value={from}
            max={today}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            label="Last day"
            type="date"
            value={to}
            max={today}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={error?.fields.to}
          />
        </Group>
        {propose.isError ? <Alert color="red">{error?.message ?? describeError(propose.error)}</Alert> : null}
        {outcome ? (
          <Alert
            color="teal"
            title={`${outcome.created.length} draft claim${outcome.created.length === 1 ? '' : 's'} proposed`}
            role="status"
          >
            {outcome.created.length > 0 ? <Text fz="sm">Review them in the list, then submit.</Text> : null}
            {outcome.skipped.length > 0 ? (
              <>
                <Text fz="sm" mt="xs">
                  Passed over:
                </Text>
                <List size="sm">
                  {outcome.skipped.map((item) => (
                    <List.Item key={`${item.patientName}-${item.serviceDate}`}>
                      {item.patientName}, {item.serviceDate}: {item.reason}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button
            loading={propose.isPending}
            onClick={() => propose.mutate({ from, to }, { onSuccess: setOutcome })}
          >
            Propose drafts
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          From four hours present the day bills the PPEC per diem (T1025); shorter days bill each whole hour
          (T1026).
        </Text>
      </Stack>
    </Modal>
  );
}
