/**
 * The boundary's decisions, driven through React's class lifecycle by hand: there is no DOM in the
 * unit tests, and the browser journey (tests/e2e/app-error-boundaries.spec.ts) covers the rendering.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

type Props = ConstructorParameters<typeof ErrorBoundary>[0];

/** A boundary whose state updates apply at once, as React would apply them between renders. */
function boundaryWith(props: Omit<Props, 'children'>) {
  const boundary = new ErrorBoundary({ children: 'the panel', ...props });
  boundary.setState = (update) => {
    boundary.state = { ...boundary.state, ...(update as object) };
  };
  return boundary;
}

function fail(boundary: ErrorBoundary, error: unknown = new TypeError("Cannot read properties of null (reading 'length')")) {
  const before = boundary.state;
  boundary.state = ErrorBoundary.getDerivedStateFromError(error);
  boundary.componentDidUpdate(boundary.props, before);
}

/** Props changed by the parent, then React's componentDidUpdate. */
function rerender(boundary: ErrorBoundary, props: Partial<Props>) {
  const before = { props: boundary.props, state: boundary.state };
  (boundary as { props: Props }).props = { ...boundary.props, ...props };
  boundary.componentDidUpdate(before.props, before.state);
}

const shown = (boundary: ErrorBoundary) => renderToStaticMarkup(<>{boundary.render()}</>);
const retry = (boundary: ErrorBoundary) => (boundary as unknown as { retry: () => Promise<void> }).retry();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ErrorBoundary', () => {
  it('shows its part until the part fails, then a card naming it with a way to try again', () => {
    const boundary = boundaryWith({ label: 'Recent Badges' });
    expect(shown(boundary)).toBe('the panel');
    fail(boundary);
    const card = shown(boundary);
    expect(card).not.toContain('the panel');
    expect(card).toContain('Recent Badges');
    expect(card).toContain('Something went wrong showing this part.');
    expect(card).toContain('Try again');
  });

  it('logs what failed, by name', () => {
    // Replaces the test setup's catch-all for this test: this console.error is the expected one.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boundary = boundaryWith({ label: 'Recent Badges' });
    const error = new TypeError('bad badges');
    boundary.componentDidCatch(error, { componentStack: '\n    at BadgesPanel' });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toBe('Something went wrong showing Recent Badges:');
    expect(log.mock.calls[0]?.[1]).toBe(error);
  });

  it('offers the way home for a whole page', () => {
    const boundary = boundaryWith({ scope: 'page' });
    fail(boundary);
    expect(shown(boundary)).toContain('Something went wrong showing this page.');
    expect(shown(boundary)).toContain('href="/"');
  });

  it('fetches the data again before it renders the part again', async () => {
    const order: string[] = [];
    const boundary = boundaryWith({
      onRetry: async () => {
        order.push(`fetch while ${boundary.state.hasError ? 'the card' : 'the part'} shows`);
      },
    });
    fail(boundary);
    await retry(boundary);
    order.push(`then ${shown(boundary)}`);
    expect(order).toEqual(['fetch while the card shows', 'then the panel']);
  });

  it('renders the part again when fresh data arrives, but not for the update that broke it', () => {
    const boundary = boundaryWith({ resetKeys: [1] });
    // The update bringing key 2 is the one that failed: retrying it at once would loop.
    const before = boundary.state;
    (boundary as { props: Props }).props = { ...boundary.props, resetKeys: [2] };
    boundary.state = ErrorBoundary.getDerivedStateFromError(new Error('bad data'));
    boundary.componentDidUpdate({ ...boundary.props, resetKeys: [1] }, before);
    expect(boundary.state.hasError).toBe(true);

    rerender(boundary, { resetKeys: [2] });
    expect(boundary.state.hasError).toBe(true);
    rerender(boundary, { resetKeys: [3] });
    expect(boundary.state.hasError).toBe(false);
    expect(shown(boundary)).toBe('the panel');
  });

  it('loads the app afresh when a page’s code failed to download, as rendering again would fail again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    const onRetry = vi.fn();
    const boundary = boundaryWith({ onRetry });
    fail(boundary, new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-page.js'));
    await retry(boundary);
    expect(reload).toHaveBeenCalledOnce();
    expect(onRetry).not.toHaveBeenCalled();
  });
});
