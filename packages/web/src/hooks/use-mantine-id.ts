import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build gives it to every Mantine component (build/mantine-ids.ts): the
 * id given, or one derived from React's `useId`, which is unique and stable in the page. Mantine's own renders with
 * that id and then, as it mounts, swaps in a random one, for pages rendered on a server; the swap is a state update
 * inside React's commit, so every input, checkbox, popover and the app shell drew itself twice on its first render.
 * CareNest renders only in the browser, so the first id stays.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
