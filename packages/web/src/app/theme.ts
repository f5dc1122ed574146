import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

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

/**
 * Raises the contrast of Mantine's secondary text: "dimmed" text becomes gray 7, field errors red 9, and the text of
 * light variants (badges, light buttons, the active navigation entry) is darkened so it stays above
 * 4.5:1 on its tinted background for every colour, yellow and orange included. The build writes the variables it
 * gives into the entry's stylesheet (build/theme-variables.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(resolvedTheme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.4),
      ]),
    ),
  },
  dark: {},
});
