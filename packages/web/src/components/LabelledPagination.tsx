import { Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Page controls of a server-paged list, each with an accessible name; hidden when one page holds all. */
export function LabelledPagination({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <Pagination
      total={pageCount}
      value={page}
      onChange={onChange}
      siblings={1}
      boundaries={1}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
    />
  );
}
