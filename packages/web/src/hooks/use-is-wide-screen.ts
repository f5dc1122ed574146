import { useMediaQuery } from '@mantine/hooks';

/** Whether the screen is at least Mantine's `sm` breakpoint (48em) wide: tables there, cards below. */
export function useIsWideScreen(): boolean {
  return useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
}
