import { Link } from 'react-router';
import { Button, SimpleGrid } from '@mantine/core';
import { QUICK_ACTIONS, type Role } from '@carenest/core';
import { PanelCard } from '../../components/PanelCard.tsx';

/** The Quick Actions of the dashboard for a role, each a link to its screen. */
export function QuickActionsPanel({ role }: { role: Role }) {
  return (
    <PanelCard title="Quick Actions">
      <SimpleGrid cols={2} spacing="sm">
        {QUICK_ACTIONS[role].map((action) => (
          <Button key={action.label} component={Link} to={action.path} variant="light">
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </PanelCard>
  );
}
