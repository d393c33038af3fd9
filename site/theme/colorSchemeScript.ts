import { brand } from './brand';

/** Local storage keys of the colour mode (SPEC §9). */
export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';

/**
 * The inline script run in <head> before first paint: resolves light/dark from storage or the OS and
 * marks <html> so static CSS and every island's CSS variables start in the right scheme.
 */
export function colorSchemeScript(): string {
  return `(function(){try{var d=document.documentElement,m=localStorage.getItem('${MODE_STORAGE_KEY}')||'system',s=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m==='dark'?'dark':'light';d.setAttribute('data-mui-color-scheme',s);d.setAttribute('data-joy-color-scheme',s);d.style.colorScheme=s;var c=s==='dark'?'${brand.themeColor.dark}':'${brand.themeColor.light}';document.querySelectorAll('meta[name="theme-color"]').forEach(function(e){e.setAttribute('content',c)});}catch(e){}})();`;
}

/** The inline script at the start of <body>: the body class SPEC §4 names, from the scheme chosen in <head>. */
export function bodyModeScript(): string {
  return `document.body.classList.add('mode-'+(document.documentElement.getAttribute('data-mui-color-scheme')||'light'));`;
}
