/**
 * The inline script at the start of <body>: the body class and direction SPEC §4 names, copied from
 * what the head script put on <html> (the body does not exist yet when that one runs).
 */
export function bodyThemeScript(): string {
  return `(function(d,b){var s=d.getAttribute('data-mui-color-scheme')||'light';b.classList.add('mode-'+s);b.setAttribute('dir',d.getAttribute('dir')||'ltr')})(document.documentElement,document.body)`;
}
