import { formatDollars, type ClaimListResponse } from '@carenest/core';
import { StatCards } from '../../components/StatCards.tsx';

/** The spec's stat cards: total claims, paid, pending (submitted), total revenue (the paid amounts). */
export function ClaimStats({ stats }: { stats: ClaimListResponse['stats'] | undefined }) {
  return (
    <StatCards
      cards={[
        { label: 'Total claims', value: stats?.total },
        { label: 'Paid', value: stats?.paid },
        { label: 'Pending', value: stats?.pending },
        { label: 'Total revenue', value: stats ? formatDollars(stats.revenueCents) : undefined },
      ]}
    />
  );
}
