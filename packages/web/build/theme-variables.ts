// The theme's CSS variables, written once by the build (ARCHITECTURE.md, "Serving the web app"): Mantine's
// provider would otherwise compute them while the first screen renders, on every load.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

/** The stylesheet the entry imports after Mantine's: the theme's variables where they differ from Mantine's. */
const THEME_VARIABLES_MODULE = 'virtual:theme-variables.css';

/** Vite's id of the resolved module (the `\0` keeps other plugins from reading it as a file). */
const RESOLVED_ID = `\0${THEME_VARIABLES_MODULE}`;

/** The variables' style element as Mantine's provider renders it, `:root` rules for both colour schemes. */
const VARIABLES_STYLE = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/;

/**
 * Renders Mantine's provider with CareNest's theme and resolver and answers the variables it writes: the same CSS,
 * by the same code, that it writes into the page at run time unless told `withCssVariables={false}`.
 */
function themeVariablesCss(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, withGlobalClasses: false }),
  );
  const css = VARIABLES_STYLE.exec(markup)?.[1];
  if (!css) throw new Error(`Mantine's provider wrote no theme variables: ${markup.slice(0, 200)}`);
  return css;
}

/** The Vite plugin: `virtual:theme-variables.css` is the theme's variables, computed once per build. */
export function themeVariables(): Plugin {
  return {
    name: 'carenest-theme-variables',
    resolveId(source) {
      return source === THEME_VARIABLES_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? themeVariablesCss() : null;
    },
  };
}
