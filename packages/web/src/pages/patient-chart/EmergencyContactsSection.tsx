import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { PatientDetail } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

/** Emergency contacts with their Primary and Authorized Pickup marks. */
export function EmergencyContactsSection({ contacts }: { contacts: PatientDetail['emergencyContacts'] }) {
  return (
    <PanelCard title="Emergency Contacts">
      {contacts.length === 0 ? (
        <EmptyListMessage>No emergency contacts on file</EmptyListMessage>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {contacts.map((contact) => (
            <li key={contact.id}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} fz="sm">
                  {contact.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {contact.relationship}
                </Text>
                {contact.isPrimary ? (
                  <Badge size="sm" variant="light">
                    Primary
                  </Badge>
                ) : null}
                {contact.canPickup ? (
                  <Badge size="sm" variant="light" color="blue">
                    Authorized Pickup
                  </Badge>
                ) : null}
              </Group>
              <Group gap="md" wrap="wrap">
                <Anchor href={`tel:${contact.phoneNumber}`} fz="sm">
                  {contact.phoneNumber}
                </Anchor>
                {contact.email ? (
                  <Anchor href={`mailto:${contact.email}`} fz="sm">
                    {contact.email}
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
