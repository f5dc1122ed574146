import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

/**
 * The administrators' System Alerts panel. The server does not yet record system alerts, so it
 * shows the empty state; the first three unresolved alerts appear here once it does.
 */
export function SystemAlertsPanel() {
  return (
    <PanelCard
      title="System Alerts"
      action={
        <Anchor component={Link} to="/system-alerts" fz="sm">
          View all
        </Anchor>
      }
    >
      <EmptyListMessage>No unresolved alerts</EmptyListMessage>
    </PanelCard>
  );
}
