import { useState } from 'react';
import { ActionIcon, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  EVACUATION_EQUIPMENT_LABELS,
  EVACUATION_TRANSPORT_LABELS,
  type EvacuationNeedsLine,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { EMERGENCY_PAGE_SIZE, useEvacuationNeeds } from '../../api/emergency.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { EvacuationNeedsDialog } from './EvacuationNeedsDialog.tsx';
import { EvacuationRosterButton } from './EvacuationRosterButton.tsx';

/** One child: present or not, transport, equipment and notes, and the edit control. */
function NeedsLine({ line, onEdit }: { line: EvacuationNeedsLine; onEdit: (() => void) | null }) {
  const { needs } = line;
  return (
    <Paper withBorder radius="sm" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{line.patientName}</Text>
            {line.isPresent ? (
              <Badge color="teal" variant="light">
                Present
              </Badge>
            ) : null}
          </Group>
          <Text fz="sm">
            {needs ? EVACUATION_TRANSPORT_LABELS[needs.transport] : 'Evacuation needs not recorded'}
          </Text>
          {needs && needs.equipment.length > 0 ? (
            <Group gap={6}>
              {needs.equipment.map((item) => (
                <Badge key={item} color="orange" variant="light">
                  {EVACUATION_EQUIPMENT_LABELS[item]}
                </Badge>
              ))}
            </Group>
          ) : null}
          {needs?.notes ? (
            <Text fz="sm" c="dimmed">
              {needs.notes}
            </Text>
          ) : null}
        </Stack>
        {onEdit ? (
          <ActionIcon
            variant="subtle"
            aria-label={`Edit evacuation needs of ${line.patientName}`}
            onClick={onEdit}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * The evacuation roster control and each child's equipment and evacuation needs (26 TAC §550.209): the children
 * present now first, each editable by a nurse or an administrator.
 */
export function EvacuationNeedsPanel({ canEdit }: { canEdit: boolean }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EvacuationNeedsLine | null>(null);
  const needs = useEvacuationNeeds(page);
  return (
    <PanelCard title="Evacuation roster">
      {needs.isPending ? <Skeleton height={160} aria-label="Loading the evacuation needs" /> : null}
      {needs.isError ? (
        <QueryErrorAlert
          title="Failed to load the evacuation needs"
          message={describeError(needs.error)}
          onRetry={() => void needs.refetch()}
          isRetrying={needs.isFetching}
        />
      ) : null}
      <Group>
        <EvacuationRosterButton />
      </Group>
      {needs.data ? (
        <>
          <Text fz="sm">
            {needs.data.presentCount === 1
              ? '1 child is present now.'
              : `${needs.data.presentCount} children are present now.`}{' '}
            The roster lists each with photo, equipment, doses due in the next hours, allergies and guardians’
            phones.
          </Text>
          {needs.data.items.length === 0 ? (
            <EmptyListMessage>No active children.</EmptyListMessage>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} aria-label="Children and their evacuation needs">
              {needs.data.items.map((line) => (
                <NeedsLine
                  key={line.patientId}
                  line={line}
                  onEdit={canEdit ? () => setEditing(line) : null}
                />
              ))}
            </Stack>
          )}
          <LabelledPagination
            total={needs.data.total}
            pageSize={EMERGENCY_PAGE_SIZE}
            page={page}
            onChange={setPage}
          />
        </>
      ) : null}
      <EvacuationNeedsDialog line={editing} onClose={() => setEditing(null)} />
    </PanelCard>
  );
}
