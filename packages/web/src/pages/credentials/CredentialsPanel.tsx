import { useState } from 'react';
import { Button } from '@mantine/core';
import { staffingPolicy, type Role } from '@carenest/core';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { AddCredentialDialog } from './AddCredentialDialog.tsx';
import { CredentialList } from './CredentialList.tsx';

/**
 * The Credentials panel of a staff member (Texas 26 TAC §550.417): their list, with Add credential and
 * Re-verify where core's policy lets the viewer record and verify them (administrators); read only otherwise.
 */
export function CredentialsPanel({
  holder,
  timeZone,
}: {
  holder: { userId: string; role: Role };
  timeZone: string;
}) {
  const actor = policyActorOf(useSignedInUser());
  const [isAdding, setIsAdding] = useState(false);
  const canRecord = staffingPolicy.canRecordCredential(actor, holder);
  return (
    <PanelCard
      title="Credentials"
      action={
        canRecord ? (
          <Button size="xs" onClick={() => setIsAdding(true)}>
            Add credential
          </Button>
        ) : null
      }
    >
      <CredentialList
        userId={holder.userId}
        timeZone={timeZone}
        canVerify={staffingPolicy.canVerifyCredential(actor)}
      />
      {canRecord ? (
        <AddCredentialDialog userId={holder.userId} opened={isAdding} onClose={() => setIsAdding(false)} />
      ) : null}
    </PanelCard>
  );
}
