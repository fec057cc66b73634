import type { NavigateFunction } from 'react-router';

/** Follows a url from the server: our own pages inside the app, a provider's page by a full load. */
export function navigateTo(url: string, navigate: NavigateFunction): void {
  if (url.startsWith('/')) void navigate(url);
  else window.location.assign(url);
}
