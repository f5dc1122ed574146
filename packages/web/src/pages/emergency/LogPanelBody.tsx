import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../../api/client.ts';
import { EMERGENCY_PAGE_SIZE } from '../../api/emergency.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { LabelledPagination } from '../../components/LabelledPagination.tsx';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';

/** What every log answers: a page of entries and how many there are. */
interface LogPage {
  items: readonly unknown[];
  total: number;
}

/**
 * The body of a log panel: loading, the error with Try again, the log's standing, then its entries as a list
 * (or the empty sentence) and the page controls.
 */
export function LogPanelBody<Answer extends LogPage>({
  query,
  what,
  empty,
  page,
  onPage,
  standing,
  renderItem,
}: {
  query: UseQueryResult<Answer>;
  what: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  standing: (answer: Answer) => ReactNode;
  renderItem: (item: Answer['items'][number]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton height={120} aria-label={`Loading the ${what}`} />;
  if (query.isError)
    return (
      <QueryErrorAlert
        title={`Failed to load the ${what}`}
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const answer = query.data;
  return (
    <>
      {standing(answer)}
      {answer.items.length === 0 ? (
        <EmptyListMessage>{empty}</EmptyListMessage>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} aria-label={what}>
          {answer.items.map((item) => renderItem(item))}
        </Stack>
      )}
      <LabelledPagination total={answer.total} pageSize={EMERGENCY_PAGE_SIZE} page={page} onChange={onPage} />
    </>
  );
}
