import { useSearchParams } from 'react-router';
import { patientListQuerySchema, type PatientListQuery } from '@carenest/core';

/** The parts of the patient list query a user changes: search text, filter and page. */
export type PatientListChanges = Partial<Pick<PatientListQuery, 'search' | 'filter' | 'page'>>;

/**
 * The patient list's search, filter and page, kept in the address bar (so Back from a chart
 * returns to the same list) and read through core's query schema.
 */
export function usePatientListParameters(): {
  query: PatientListQuery;
  changeQuery: (changes: PatientListChanges) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = patientListQuerySchema.safeParse({
    search: searchParams.get('search') ?? undefined,
    filter: searchParams.get('filter') ?? undefined,
    page: searchParams.get('page') ?? undefined,
  });
  const query = parsed.success ? parsed.data : patientListQuerySchema.parse({});

  const changeQuery = (changes: PatientListChanges) => {
    const next = { ...query, ...changes };
    const parameters = new URLSearchParams();
    if (next.search) parameters.set('search', next.search);
    if (next.filter !== 'all') parameters.set('filter', next.filter);
    if (next.page > 1) parameters.set('page', String(next.page));
    setSearchParams(parameters, { replace: true });
  };

  return { query, changeQuery };
}
