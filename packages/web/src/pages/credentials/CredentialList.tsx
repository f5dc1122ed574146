import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  CREDENTIAL_EXPIRY_NOTICE_DAYS,
  CREDENTIAL_TYPE_LABELS,
  MESSAGES,
  formatCalendarDate,
  formatDateTime,
  type Credential,
} from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useCredentials, useVerifyCredential } from '../../api/credentials.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { submitForm } from '../../forms/submit-form.ts';

const STATUS_BADGES: Record<Credential['status'], { color: string; label: string }> = {
  current: { color: 'green', label: 'Current' },
  expiring: { color: 'yellow', label: `Expires within ${CREDENTIAL_EXPIRY_NOTICE_DAYS} days` },
  expired: { color: 'red', label: 'Expired' },
};

/** One credential: type, number and state, dates, who verified it and when, and where it stands. */
function CredentialItem({
  credential,
  timeZone,
  canVerify,
}: {
  credential: Credential;
  timeZone: string;
  canVerify: boolean;
}) {
  const verification = useVerifyCredential(credential.userId);
  const badge = STATUS_BADGES[credential.status];
  const typeLabel = CREDENTIAL_TYPE_LABELS[credential.type];
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={typeLabel}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{typeLabel}</Text>
          <Group gap="xs">
            <Badge color={badge.color}>{badge.label}</Badge>
            {credential.isVerificationDue ? <Badge color="orange">Verification due</Badge> : null}
          </Group>
        </Group>
        {credential.licenseNumber ? (
          <Text size="sm">
            Number {credential.licenseNumber}
            {credential.issuingState ? `, ${credential.issuingState}` : ''}
          </Text>
        ) : null}
        <Text size="sm">
          Issued <time dateTime={credential.issuedOn}>{formatCalendarDate(credential.issuedOn)}</time>
          {' · '}
          {credential.expiresOn ? (
            <>
              Expires <time dateTime={credential.expiresOn}>{formatCalendarDate(credential.expiresOn)}</time>
            </>
          ) : (
            'No expiry'
          )}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Verified by {credential.verifiedBy.name} on{' '}
            <time dateTime={credential.verifiedAt}>
              {formatDateTime(new Date(credential.verifiedAt), timeZone)}
            </time>
          </Text>
          {canVerify ? (
            <Button
              size="xs"
              variant="light"
              loading={verification.isPending}
              aria-label={`Re-verify ${typeLabel}`}
              onClick={() =>
                void submitForm({
                  write: () => verification.mutateAsync(credential.id),
                  success: MESSAGES.credentialVerified,
                  failure: MESSAGES.failedToVerifyCredential,
                })
              }
            >
              Re-verify
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A staff member's credentials (Texas 26 TAC §550.417), soonest to expire first, each with its status; the
 * Re-verify button where the viewer may verify them.
 */
export function CredentialList({
  userId,
  timeZone,
  canVerify,
}: {
  userId: string;
  timeZone: string;
  canVerify: boolean;
}) {
  const credentials = useCredentials(userId);
  if (credentials.isPending) return <Skeleton height={96} radius="md" aria-hidden />;
  if (credentials.isError)
    return (
      <QueryErrorAlert
        title={MESSAGES.failedToLoadCredentials}
        message={describeError(credentials.error)}
        onRetry={() => void credentials.refetch()}
        isRetrying={credentials.isFetching}
      />
    );
  if (credentials.data.length === 0) return <EmptyListMessage>No credentials recorded yet.</EmptyListMessage>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Credentials">
      {credentials.data.map((credential) => (
        <CredentialItem
          key={credential.id}
          credential={credential}
          timeZone={timeZone}
          canVerify={canVerify}
        />
      ))}
    </Stack>
  );
}
