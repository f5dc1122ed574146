import type { Bundle, BundleEntry, Resource } from '@medplum/fhirtypes';

/** One page of a search: the matches on it, what `_include` brought, and the total across pages. */
export interface SearchPage {
  matches: Resource[];
  included: Resource[];
  total: number;
}

/**
 * A page of search results as a searchset Bundle: each match with its full URL and mode `match`, included
 * resources with mode `include`, the total, a `self` link and a `next` link while more matches follow (the
 * caller writes it: the request's own URL with `_offset` moved on past this page).
 */
export function searchsetBundle(
  page: SearchPage,
  base: string,
  links: { self: string; next?: string },
): Bundle {
  const entry = (resource: Resource, mode: 'match' | 'include'): BundleEntry => ({
    fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  });
  const link: Bundle['link'] = [{ relation: 'self', url: links.self }];
  if (links.next) link.push({ relation: 'next', url: links.next });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: page.total,
    link,
    entry: [
      ...page.matches.map((resource) => entry(resource, 'match')),
      ...page.included.map((resource) => entry(resource, 'include')),
    ],
  };
}
