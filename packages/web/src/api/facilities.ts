import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  createFacilityResponseSchema,
  facilityListResponseSchema,
  type CreateFacilityInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { facilityKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** One page of every facility (the super_admin's list), by name. */
export function useFacilityList(page: number) {
  return useQuery({
    queryKey: facilityKeys.list(page),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.facilities, { page }), facilityListResponseSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a facility with its first administrator; the facility list is read again. */
export function useCreateFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFacilityInput) =>
      requestJson(API_PATHS.facilities, createFacilityResponseSchema, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...facilityKeys.all, 'list'] }),
  });
}
