/** The page a list query asks for. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The LIMIT and OFFSET of a page. */
export function pageWindow({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A list answer in the one page shape of core's pageResultShape. */
export function pageOf<Item>(items: Item[], total: number, { page, pageSize }: PageQuery) {
  return { items, page, pageSize, total };
}
