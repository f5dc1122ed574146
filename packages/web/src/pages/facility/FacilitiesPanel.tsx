import { useState } from 'react';
import { Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { STATE_RULES, type FacilitySummary } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useFacilityList } from '../../api/facilities.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { NewFacilityButton } from './NewFacilityButton.tsx';

/** The list's rows: name, state rules, time zone and licensed capacity of each facility. */
function FacilityTable({ facilities }: { facilities: FacilitySummary[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Facilities">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">State rules</Table.Th>
            <Table.Th scope="col">Time zone</Table.Th>
            <Table.Th scope="col" ta="right">
              Licensed capacity
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facilities.map((facility) => (
            <Table.Tr key={facility.id}>
              <Table.Th scope="row" fw={600}>
                {facility.name}
              </Table.Th>
              <Table.Td>{STATE_RULES[facility.stateRuleSet].facility.label}</Table.Td>
              <Table.Td>{facility.timeZone}</Table.Td>
              <Table.Td ta="right">{facility.licensedCapacity ?? 'Not recorded'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The list on a phone: one line per facility's name, and its rules, time zone and capacity beneath. */
function FacilityCards({ facilities }: { facilities: FacilitySummary[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Facilities">
      {facilities.map((facility) => (
        <Paper component="li" key={facility.id} withBorder radius="sm" p="sm">
          <Text fw={600}>{facility.name}</Text>
          <Text fz="sm" c="dimmed">
            {STATE_RULES[facility.stateRuleSet].facility.label} · {facility.timeZone} · Licensed capacity{' '}
            {facility.licensedCapacity ?? 'not recorded'}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The super_admin's Facilities section of /facility: every facility, paged by the server, and the New Facility
 * button (shown only where `facilityPolicy.canCreate` allows, ARCHITECTURE.md, "Facility settings and state
 * rules").
 */
export function FacilitiesPanel() {
  const [page, setPage] = useState(1);
  const list = useFacilityList(page);
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="facilities-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="facilities-heading">
            Facilities
          </Title>
          <NewFacilityButton />
        </Group>
        {list.isPending ? <Skeleton height={160} radius="md" aria-label="Loading the facilities" /> : null}
        {list.isError ? (
          <QueryErrorAlert
            title="Failed to load the facilities"
            message={describeError(list.error)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <EmptyListMessage>No facilities yet: create the first one.</EmptyListMessage>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <>
            {isPhone ? (
              <FacilityCards facilities={list.data.items} />
            ) : (
              <FacilityTable facilities={list.data.items} />
            )}
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="dimmed">
                {list.data.total === 1 ? '1 facility' : `${list.data.total} facilities`}
              </Text>
              <LabelledPagination
                total={list.data.total}
                pageSize={list.data.pageSize}
                page={page}
                onChange={setPage}
              />
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
