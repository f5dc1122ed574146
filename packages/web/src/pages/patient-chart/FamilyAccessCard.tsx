import { useState } from 'react';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { MESSAGES, formatDateTime, type FamilyCode, type IssuedFamilyCode } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import {
  useFamilyAccess,
  useIssueFamilyCode,
  useRevokeFamilyCode,
  useUnlinkParent,
} from '../../api/family-links.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { submitForm } from '../../forms/submit-form.ts';

/** The badge colour of each code status. */
const STATUS_COLORS: Record<FamilyCode['status'], string> = {
  active: 'green',
  used: 'blue',
  revoked: 'gray',
  expired: 'gray',
};

/**
 * The chart's Family access card (administrators): the parents linked to the child, each with Unlink; the
 * family codes issued, with their status and Revoke while active; and Issue family code, whose code is shown
 * once in a dialog to read out or print for the parent.
 */
export function FamilyAccessCard({
  patientId,
  childName,
  timeZone,
}: {
  patientId: string;
  childName: string;
  timeZone: string;
}) {
  const access = useFamilyAccess(patientId, true);
  const issue = useIssueFamilyCode(patientId);
  const revoke = useRevokeFamilyCode(patientId);
  const unlink = useUnlinkParent(patientId);
  const [issued, setIssued] = useState<IssuedFamilyCode | null>(null);
  const act = (write: () => Promise<unknown>, success: string) => submitForm({ write, success });
  const time = (instant: string) => formatDateTime(new Date(instant), timeZone);

  return (
    <PanelCard
      title="Family access"
      action={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconKey size={14} aria-hidden />}
          loading={issue.isPending}
          onClick={() =>
            void act(async () => setIssued(await issue.mutateAsync(undefined)), MESSAGES.familyCodeIssued)
          }
        >
          Issue family code
        </Button>
      }
    >
      {access.isPending ? <Skeleton height={80} aria-label="Loading family access" /> : null}
      {access.isError ? (
        <QueryErrorAlert
          title={MESSAGES.failedToLoadFamilyAccess}
          message={describeError(access.error)}
          onRetry={() => void access.refetch()}
          isRetrying={access.isFetching}
        />
      ) : null}
      {access.data ? (
        <Stack gap="sm">
          <Text fw={600} fz="sm">
            Linked parents
          </Text>
          {access.data.parents.length === 0 ? (
            <EmptyListMessage>No parent is linked yet</EmptyListMessage>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {access.data.parents.map((parent) => (
                <Group component="li" key={parent.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0}>
                    <Text fz="sm">{parent.name}</Text>
                    <Text fz="xs" c="dimmed">
                      {parent.email} · linked {time(parent.linkedAt)}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    aria-label={`Unlink ${parent.name}`}
                    onClick={() => void act(() => unlink.mutateAsync(parent.id), MESSAGES.parentUnlinked)}
                  >
                    Unlink
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
          <Text fw={600} fz="sm">
            Family codes
          </Text>
          {access.data.codes.length === 0 ? (
            <EmptyListMessage>No family code issued yet</EmptyListMessage>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {access.data.codes.map((code) => (
                <Group component="li" key={code.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0}>
                    <Group gap="xs">
                      <Badge size="sm" variant="light" color={STATUS_COLORS[code.status]}>
                        {code.status}
                      </Badge>
                      <Text fz="sm">Issued {time(code.issuedAt)}</Text>
                    </Group>
                    <Text fz="xs" c="dimmed">
                      by {code.issuedBy.name}
                      {code.usedBy && code.usedAt
                        ? ` · used by ${code.usedBy.name} ${time(code.usedAt)}`
                        : ''}
                      {code.status === 'active' ? ` · expires ${time(code.expiresAt)}` : ''}
                    </Text>
                  </Stack>
                  {code.status === 'active' ? (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Revoke the code issued ${time(code.issuedAt)}`}
                      onClick={() => void act(() => revoke.mutateAsync(code.id), MESSAGES.familyCodeRevoked)}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
      <Modal
        opened={issued !== null}
        onClose={() => setIssued(null)}
        title="Family code"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {issued ? (
          <Stack gap="sm">
            <Text fz="sm">
              Give this code to {childName}&apos;s parent. With the child&apos;s name and date of birth it
              links the child to their CareNest account once. It is shown only now.
            </Text>
            <Text
              ff="monospace"
              fz={32}
              fw={700}
              ta="center"
              aria-label={`Family code ${issued.code.split('').join(' ')}`}
              data-testid="family-code"
            >
              {issued.code}
            </Text>
            <Text fz="sm" c="dimmed" ta="center">
              Valid until {time(issued.expiresAt)}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => window.print()}>
                Print
              </Button>
              <Button onClick={() => setIssued(null)}>Done</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </PanelCard>
  );
}
