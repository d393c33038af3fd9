/** Strings of the page the service worker shows for a page never read while online. */
export const offline = {
  title: 'You are offline',
  description: 'This page was not saved for offline reading.',
  body: 'Pages you have opened before are kept on this device and still open without a connection. This one has not been opened yet: reconnect to read it.',
  home: 'Go to the home page',
  retry: 'Try again',
} as const;
