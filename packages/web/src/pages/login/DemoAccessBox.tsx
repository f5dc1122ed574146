import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS } from '@carenest/core';
import { fetchDemoAccounts, type DemoAccount } from '../../api/auth.ts';

/**
 * The Demo Access box: one button per demo account that fills the form. Shown only when the
 * server holds demo data.
 */
export function DemoAccessBox({ onChoose }: { onChoose: (account: DemoAccount) => void }) {
  const demoAccounts = useQuery({ queryKey: ['demo-accounts'], queryFn: fetchDemoAccounts, staleTime: Infinity });
  const accounts = demoAccounts.data ?? [];
  if (accounts.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" bg="teal.0" component="section" aria-labelledby="demo-access-heading">
      <Stack gap="xs">
        <Title order={2} fz="md" id="demo-access-heading">
          Demo Access
        </Title>
        <Text fz="sm">Choose a demo account to fill in the form, then select Sign In.</Text>
        {accounts.map((account) => (
          <Button
            key={account.email}
            variant="default"
            justify="space-between"
            fullWidth
            onClick={() => onChoose(account)}
            rightSection={
              <Text component="span" fz="xs" c="dimmed" truncate>
                {account.email}
              </Text>
            }
            styles={{ label: { minWidth: 0 }, section: { minWidth: 0, flexShrink: 1 } }}
          >
            {ROLE_LABELS[account.role]}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
