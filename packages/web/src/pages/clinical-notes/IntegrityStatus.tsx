import { Alert, List, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import type { ClinicalNoteDetail } from '@carenest/core';

/**
 * The server's verification of a note on this reading: green "Integrity verified" when every version's and
 * amendment's SHA-256 hash and Ed25519 signature check out, red with each failed check otherwise.
 */
export function IntegrityStatus({ note }: { note: ClinicalNoteDetail }) {
  const records = `${note.versions.length} ${note.versions.length === 1 ? 'version' : 'versions'} and ${
    note.amendments.length
  } ${note.amendments.length === 1 ? 'amendment' : 'amendments'}`;
  if (note.integrity.isVerified) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconShieldCheck aria-hidden />}
        title="Integrity verified"
        role="status"
      >
        <Text fz="sm">SHA-256 hash and server signature checked on {records}.</Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconShieldX aria-hidden />}
      title="Integrity check failed"
      role="alert"
    >
      <Text fz="sm">This note does not match what was signed. Report it to your administrator.</Text>
      <List size="sm" mt="xs">
        {note.integrity.failures.map((failure) => (
          <List.Item key={failure}>{failure}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
