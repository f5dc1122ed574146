import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { CreatedUser } from '../../api/users.ts';
import { CopyTextButton, absoluteLink } from './CopyTextButton.tsx';

/** The one-time setup link of a new account, shown once, with a copy button and how long it works. */
export function SetupLinkNotice({ created, onDone }: { created: CreatedUser; onDone: () => void }) {
  const link = absoluteLink(created.setupLink);
  const name = `${created.user.firstName} ${created.user.lastName}`;
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconLink aria-hidden />} title="Setup link">
        <Text fz="sm">
          Give this link to {name} so they can choose their own password. It works once, for 30 minutes, and
          is not shown again here (it stays under Password links until it is used or expires).
        </Text>
      </Alert>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="One-time setup link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyTextButton value={link} label="Copy setup link" />
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
