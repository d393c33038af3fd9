import { brand } from '../theme/brand';
import { inlineScript } from './inlineScript';

/**
 * The opening every themed page of the site shares: doctype, `<html>`, charset, viewport, the
 * light theme colour (the bootstrap script switches it) and the inline colour-mode bootstrap, which
 * must run before anything paints. The caller adds the rest of `<head>`.
 */
export function documentStart(themeBootstrapScript: string): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${brand.themeColor.light}">
${inlineScript(themeBootstrapScript)}`;
}
