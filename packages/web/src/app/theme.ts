import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The one Mantine theme of CareNest. Shade 9 and automatic text contrast keep filled buttons and
 * badges readable (WCAG AA) for every colour used.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 7 },
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/** Darkens Mantine's "dimmed" text so secondary text keeps a contrast ratio above 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
