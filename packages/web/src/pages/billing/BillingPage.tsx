import { useState } from 'react';
import { Button, Group, Select, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconCalendarStats, IconPlus } from '@tabler/icons-react';
import { API_PATHS, CLAIM_STATUSES, MESSAGES, billingPolicy, type ClaimStatus } from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { useClaims, useSubmitClaim } from '../../api/billing.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { DebouncedSearchInput } from '../../components/DebouncedSearchInput.tsx';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { RestrictedNotice } from '../../components/RestrictedNotice.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { BillingSettingsPanel } from './BillingSettingsPanel.tsx';
import { ClaimDetailDialog } from './ClaimDetailDialog.tsx';
import { ClearinghouseBadge } from './ClearinghouseBadge.tsx';
import { ClaimRow } from './ClaimRow.tsx';
import { ClaimStats } from './ClaimStats.tsx';
import { CreateClaimDialog } from './CreateClaimDialog.tsx';
import { ProposeClaimsDialog } from './ProposeClaimsDialog.tsx';
import { RemittancesPanel } from './RemittancesPanel.tsx';
import { isRefusal, submitForm } from '../../forms/submit-form.ts';
import { useDownload } from '../../hooks/use-download.ts';

/** A refused submission names every problem the 837P validator found; anything else is the spec's sentence. */
function claimSubmitFailure(error: unknown): string {
  if (!isRefusal(error)) return MESSAGES.failedToSubmitClaim;
  const details = Object.entries(error.fields).map(([where, message]) => `${where}: ${message}`);
  return [error.message, ...details].join('\n');
}

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...CLAIM_STATUSES.filter((status) => status !== 'appealed').map((status) => ({
    value: status,
    label: status,
  })),
];

/**
 * /billing (administrators): the stat cards, search by claim number or child, the status filter, the claims
 * a page at a time with View Details and Submit, Create Claim, and the facility's billing settings. Others see
 * the spec's restricted sentence.
 */
export function BillingPage() {
  usePageTitle('Billing');
  const user = useSignedInUser();
  const actor = policyActorOf(user);
  const timeZone = useTimeZone();
  const canRead = billingPolicy.canRead(actor);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClaimStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const [isProposing, setIsProposing] = useState(false);
  const [openClaimId, setOpenClaimId] = useState<string | null>(null);
  const claims = useClaims(
    { search: search || undefined, status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE },
    canRead,
  );
  const submit = useSubmitClaim();
  const { download: downloadFile } = useDownload();
  const isForbidden = claims.error instanceof ApiError && claims.error.status === 403;

  if (!canRead || isForbidden)
    return (
      <Stack>
        <PageHeader title="Billing" />
        <RestrictedNotice message={MESSAGES.billingRestricted} />
      </Stack>
    );

  const submitClaim = (claimId: string) =>
    void submitForm({
      write: () => submit.mutateAsync(claimId),
      success: MESSAGES.claimSubmitted,
      failure: claimSubmitFailure,
    });
  const download = (claimId: string) =>
    void downloadFile({ path: API_PATHS.claimFile(claimId), fallbackName: 'claim-837p.x12' });
  const submittingId = submit.isPending ? (submit.variables ?? null) : null;
  const canCreate = billingPolicy.canCreate(actor);

  return (
    <Stack gap="md">
      <PageHeader
        title="Billing"
        subtitle="Insurance claims, 837P submission and the facility’s billing settings"
        actions={<ClearinghouseBadge />}
      />
      <Tabs defaultValue="claims" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="claims">Claims</Tabs.Tab>
          {billingPolicy.canManageSettings(actor) ? (
            <Tabs.Tab value="remittances">Remittances</Tabs.Tab>
          ) : null}
          {billingPolicy.canManageSettings(actor) ? <Tabs.Tab value="settings">Settings</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="claims" pt="md">
          <Stack gap="md">
            <ClaimStats stats={claims.data?.stats} />
            <Group align="flex-end" justify="space-between" gap="sm">
              <Group align="flex-end" gap="sm" style={{ flex: 1 }}>
                <DebouncedSearchInput
                  label="Search claims"
                  placeholder="Claim number or patient"
                  initialValue=""
                  onSearch={(value) => {
                    setSearch(value);
                    setPage(1);
                  }}
                />
                <Select
                  label="Status"
                  data={STATUS_OPTIONS}
                  value={status}
                  onChange={(value) => {
                    setStatus((value as ClaimStatus | 'all' | null) ?? 'all');
                    setPage(1);
                  }}
                  allowDeselect={false}
                  w={180}
                />
              </Group>
              {canCreate ? (
                <Group gap="xs">
                  <Button
                    variant="default"
                    leftSection={<IconCalendarStats size={16} aria-hidden />}
                    onClick={() => setIsProposing(true)}
                  >
                    Propose from attendance
                  </Button>
                  <Button
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setIsCreating(true)}
                  >
                    Create Claim
                  </Button>
                </Group>
              ) : null}
            </Group>
            {claims.isError ? (
              <QueryErrorAlert
                title={MESSAGES.failedToLoadClaims}
                message={describeError(claims.error)}
                onRetry={() => void claims.refetch()}
                isRetrying={claims.isFetching}
              />
            ) : null}
            {claims.isPending ? (
              <Stack gap="sm" aria-hidden>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} height={110} radius="md" />
                ))}
              </Stack>
            ) : null}
            {claims.data?.items.length === 0 ? (
              <EmptyListMessage>
                {search || status !== 'all'
                  ? 'No claims match these filters.'
                  : 'No claims yet. Create the first one.'}
              </EmptyListMessage>
            ) : null}
            {claims.data && claims.data.items.length > 0 ? (
              <Stack gap="sm" role="list" aria-label="Claims">
                {claims.data.items.map((claim) => (
                  <div role="listitem" key={claim.id}>
                    <ClaimRow
                      claim={claim}
                      canSubmit={billingPolicy.canSubmit(actor, claim)}
                      isSubmitting={submittingId === claim.id}
                      onView={() => setOpenClaimId(claim.id)}
                      onSubmit={() => submitClaim(claim.id)}
                    />
                  </div>
                ))}
              </Stack>
            ) : null}
            {claims.data ? (
              <Group justify="center">
                <LabelledPagination
                  total={claims.data.total}
                  pageSize={PAGE_SIZE}
                  page={page}
                  onChange={setPage}
                />
              </Group>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="remittances" pt="md">
          <RemittancesPanel timeZone={timeZone} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <BillingSettingsPanel timeZone={timeZone} />
        </Tabs.Panel>
      </Tabs>
      <CreateClaimDialog
        isOpen={isCreating}
        timeZone={timeZone}
        onClose={() => setIsCreating(false)}
        onCreated={setOpenClaimId}
      />
      <ProposeClaimsDialog isOpen={isProposing} timeZone={timeZone} onClose={() => setIsProposing(false)} />
      <ClaimDetailDialog
        claimId={openClaimId}
        timeZone={timeZone}
        canSubmit={billingPolicy.canSubmit(actor, { status: 'draft' })}
        isSubmitting={submit.isPending}
        onSubmit={submitClaim}
        onDownload={(claimId) => void download(claimId)}
        onClose={() => setOpenClaimId(null)}
        onReplaced={setOpenClaimId}
      />
    </Stack>
  );
}
