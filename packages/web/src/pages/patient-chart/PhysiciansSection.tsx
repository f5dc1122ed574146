import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { PatientDetail } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

/** The patient's physicians, the primary one marked. */
export function PhysiciansSection({ physicians }: { physicians: PatientDetail['physicians'] }) {
  return (
    <PanelCard title="Physicians">
      {physicians.length === 0 ? (
        <EmptyListMessage>No physicians on file</EmptyListMessage>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {physicians.map((physician) => (
            <li key={physician.id}>
              <Group gap="xs">
                <Text fw={600} fz="sm">
                  {physician.name}
                </Text>
                {physician.isPrimary ? (
                  <Badge size="sm" variant="light">
                    Primary
                  </Badge>
                ) : null}
              </Group>
              <Text fz="sm">{physician.specialty}</Text>
              <Group gap="md" wrap="wrap">
                <Anchor href={`tel:${physician.phoneNumber}`} fz="sm">
                  {physician.phoneNumber}
                </Anchor>
                {physician.email ? (
                  <Anchor href={`mailto:${physician.email}`} fz="sm">
                    {physician.email}
                  </Anchor>
                ) : null}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </PanelCard>
  );
}
