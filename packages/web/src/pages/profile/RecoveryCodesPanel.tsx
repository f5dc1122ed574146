import { Alert, Button, CopyButton, Group, List, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';

const DOWNLOAD_NAME = 'carenest-recovery-codes.txt';

/** Offers the codes as a text file, one per line. */
function downloadCodes(codes: string[]): void {
  const text = `CareNest recovery codes\nEach code can be used once instead of an authenticator code.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = DOWNLOAD_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes of a fresh enrolment, shown once, with copy and download buttons. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Save your recovery codes"
      >
        These codes will not be shown again. Each one signs you in once if you lose your authenticator; keep
        them somewhere safe.
      </Alert>
      <List
        aria-label="Recovery codes"
        listStyleType="none"
        ff="monospace"
        fz="md"
        p="md"
        bg="gray.0"
        style={{
          borderRadius: 8,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: 6,
        }}
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() => downloadCodes(codes)}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download as text
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </Group>
    </Stack>
  );
}
