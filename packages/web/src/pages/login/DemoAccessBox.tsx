import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS } from '@carenest/core';
import { useDemoAccounts, type DemoAccount } from '../../api/auth.ts';

/**
 * The Demo Access box: one button per demo account that fills the form. Shown only when the
 * server holds demo data.
 */
export function DemoAccessBox({ onChoose }: { onChoose: (account: DemoAccount) => void }) {
  const demoAccounts = useDemoAccounts();
  const accounts = demoAccounts.data ?? [];
  if (accounts.length === 0) return null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="teal.0"
      component="section"
      aria-labelledby="demo-access-heading"
    >
      <Stack gap="xs">
        <Title order={2} fz="md" id="demo-access-heading">
          Demo Access
        </Title>
        <Text fz="sm">Choose a demo account to fill in the form, then select Sign In.</Text>
        <Stack gap="xs">
          {accounts.map((account) => (
            <Button
              key={account.email}
              variant="default"
              justify="flex-start"
              h="auto"
              py={6}
              onClick={() => onChoose(account)}
              styles={{ label: { flexDirection: 'column', alignItems: 'flex-start' } }}
            >
              <Text component="span" fz="sm" fw={600}>
                {ROLE_LABELS[account.role]}
              </Text>
              <Text component="span" fz="xs" c="dimmed">
                {account.email}
              </Text>
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
