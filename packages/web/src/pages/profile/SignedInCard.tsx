import { ROLE_LABELS, formatDateTime, type SessionUser } from '@carenest/core';
import { FactList } from '../../components/FactList.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';

/** Who is signed in: name, email, role, facility and the last sign-in in the facility's time zone. */
export function SignedInCard({ user, timeZone }: { user: SessionUser; timeZone: string }) {
  return (
    <PanelCard title="Signed in as">
      <FactList
        facts={[
          { term: 'Name', value: `${user.firstName} ${user.lastName}` },
          { term: 'Email', value: user.email },
          { term: 'Role', value: ROLE_LABELS[user.role] },
          { term: 'Facility', value: user.facility?.name ?? 'No facility' },
          {
            term: 'Last sign-in',
            value: user.lastLogin ? formatDateTime(new Date(user.lastLogin), timeZone) : 'Never',
          },
        ]}
      />
    </PanelCard>
  );
}
