import { describe, expect, it } from 'vitest';
import { bringsOwnTheme, ownThemeScopeSelector } from '../../site/demos/ownTheme';
import { scopeGlobalCss } from '../../site/demos/providers/scopeGlobalCss';

// The wrapping decision (issue 26): which demos the providers host under a replaceable outer theme.
describe('bringsOwnTheme', () => {
  it.each([
    ["import { createTheme, ThemeProvider } from '@mui/material/styles';", 'Material ThemeProvider'],
    ["import { ThemeProvider as Themed } from '@mui/material/styles';", 'an aliased ThemeProvider'],
    ["import {\n  CssVarsProvider,\n  extendTheme,\n} from '@mui/joy/styles';", "Joy's CssVarsProvider over several lines"],
    ["import { ThemeProvider, createTheme } from '@mui/system';", "System's ThemeProvider"],
    ["import { Experimental_CssVarsProvider } from '@mui/material/styles';", "Material's experimental CssVarsProvider"],
    ["import ThemeProvider from '@mui/system/ThemeProvider';", 'a default import of a ThemeProvider module'],
    ["import CssVarsProvider from '@mui/joy/styles/CssVarsProvider';", 'a default import of a CssVarsProvider module'],
  ])('is true for %j (%s)', (source) => {
    expect(bringsOwnTheme(`${source}\nexport default function Demo() { return null; }`)).toBe(true);
  });

  it.each([
    ["import Button from '@mui/material/Button';", 'components only'],
    ["import { createTheme } from '@mui/material/styles';", 'a theme made but never provided'],
    ["import { type ThemeProviderProps } from '@mui/material/styles';", 'a type-only name'],
    ["import type { ThemeProviderProps } from '@mui/material/styles';", 'a type-only import'],
    ["import { ThemeProvider } from 'styled-components';", 'a provider from outside MUI'],
    ["import * as styles from '@mui/material/styles';", 'a namespace import'],
    ['// ThemeProvider is mentioned in a comment only', 'a comment'],
  ])('is false for %j (%s)', (source) => {
    expect(bringsOwnTheme(`${source}\nexport default function Demo() { return null; }`)).toBe(false);
  });
});

describe('scopeGlobalCss', () => {
  const scope = ownThemeScopeSelector('own-theme-Demo');

  it('turns :root, html and body into the scope element', () => {
    expect(scopeGlobalCss(':root{--mui-palette-primary-main:#c2410c;}', scope)).toBe(`${scope}{--mui-palette-primary-main:#c2410c;}`);
    expect(scopeGlobalCss('html{color-scheme:dark;}body{margin:0;}', scope)).toBe(`${scope}{color-scheme:dark;}${scope}{margin:0;}`);
  });

  it('matches state selectors on the document, on the scope and inside it', () => {
    expect(scopeGlobalCss('[data-mui-color-scheme="dark"]{--x:1;}', scope)).toBe(
      `[data-mui-color-scheme="dark"] ${scope},${scope}[data-mui-color-scheme="dark"],${scope} [data-mui-color-scheme="dark"]{--x:1;}`,
    );
    // A plain class rule of GlobalStyles must reach the demo's elements that carry the class.
    expect(scopeGlobalCss('.notice{color:red;}', scope)).toBe(`.notice ${scope},${scope}.notice,${scope} .notice{color:red;}`);
  });

  it('confines any other rule to descendants, inside media queries too, and leaves keyframes alone', () => {
    expect(scopeGlobalCss('a{color:red;}', scope)).toBe(`${scope} a{color:red;}`);
    expect(scopeGlobalCss('@media (prefers-color-scheme: dark){:root{--x:1;}}', scope)).toBe(`@media (prefers-color-scheme: dark){${scope}{--x:1;}}`);
    expect(scopeGlobalCss('@keyframes spin{from{opacity:0;}to{opacity:1;}}', scope)).toBe('@keyframes spin{from{opacity:0;}to{opacity:1;}}');
  });

  it('escapes the scope name inside its attribute selector', () => {
    expect(ownThemeScopeSelector('a"b')).toBe('[data-demo-theme="a\\"b"]');
  });
});
