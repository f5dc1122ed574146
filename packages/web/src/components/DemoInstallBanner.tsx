import { Alert, type MantineSpacing } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { MESSAGES } from '@carenest/core';
import { useInstallationStatus } from '../api/setup.ts';

/**
 * The label of a demo install, on every screen, signed in or not (ARCHITECTURE.md, "First-run setup"): nothing on
 * a real install.
 */
export function DemoInstallBanner({ mb }: { mb?: MantineSpacing }) {
  const installation = useInstallationStatus();
  if (!installation.data?.isDemo) return null;
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      radius="md"
      py={6}
      mb={mb}
      icon={<IconFlask aria-hidden size={18} />}
      styles={{ message: { fontWeight: 600 } }}
    >
      {MESSAGES.demoInstallBanner}
    </Alert>
  );
}
