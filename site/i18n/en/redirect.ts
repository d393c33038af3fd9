/** Strings of the static redirect pages served at `/zh/…` and legacy `/api/…` addresses. */
export const redirect = {
  title: 'Redirecting…',
  movedTo: 'This page has moved to',
} as const;
