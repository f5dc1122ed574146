import type { DocumentStats as Stats } from '@carenest/core';
import { StatCards } from '../../components/StatCards.tsx';

/** The spec's four stat cards: total, encrypted, virus scanned (clean), total access count. */
export function DocumentStats({ stats }: { stats: Stats | undefined }) {
  return (
    <StatCards
      cards={[
        { label: 'Total documents', value: stats?.total },
        { label: 'Encrypted', value: stats?.encrypted },
        { label: 'Virus scanned', value: stats?.virusScanned },
        { label: 'Total access count', value: stats?.totalAccessCount },
      ]}
    />
  );
}
