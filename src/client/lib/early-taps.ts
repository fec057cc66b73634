/**
 * The landing page paints from its prerendered HTML before the app's code runs (scripts/prerender.ts),
 * and until React has adopted a button, tapping it does nothing. The landing page's boot module keeps
 * the buttons tapped in that time (and keeps them from doing anything else meanwhile); the public
 * site's frame hands them back here once it is hydrated, and they are tapped again, in order. On a
 * phone still loading the page, the menu opens instead of ignoring the visitor.
 */
type BootModule = { bravoEarlyTaps?: () => HTMLElement[] };

export function replayEarlyTaps(): void {
  // Taking them also ends the boot module's watch: from here on, React hears every tap itself.
  const taps = (window as Window & BootModule).bravoEarlyTaps?.() ?? [];
  for (const button of taps) {
    if (button.isConnected) button.click();
  }
}
