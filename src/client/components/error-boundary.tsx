/**
 * A render error below this boundary shows a small card with a retry in place of the part that
 * failed, so one broken page or dashboard panel never blanks the app. React 19 still needs a class
 * for this; the rest is kept out of it.
 */
import { Component, type ErrorInfo, type ReactNode, useState } from 'react';
import { paths } from '#shared/page-paths';
import { Button } from './ui/button';

type Props = {
  children: ReactNode;
  /** The part that failed, named on its card and in the log ("Recent Badges"); a page goes by its address. */
  label?: string;
  /** A page's card is roomier than a panel's and offers the way home. */
  scope?: 'part' | 'page';
  /** Fetches the part's data again before it renders again (a render error is often bad data). */
  onRetry?: (error: unknown) => Promise<unknown> | void;
  /** A change in any of these (a new page, new data) renders the part again on its own. */
  resetKeys?: readonly unknown[];
};

type State = { hasError: boolean; error: unknown };

/**
 * React.lazy remembers a chunk that failed to download, so rendering again would fail again: only a
 * fresh load helps (a deploy replaced the chunk, or the network dropped).
 */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { label, scope } = this.props;
    const what = label ?? (scope === 'page' ? `the page ${window.location.pathname}` : 'a part of the page');
    console.error(`Something went wrong showing ${what}:`, error, info.componentStack);
  }

  override componentDidUpdate(prevProps: Props, prevState: State): void {
    // Only keys that changed after the error count: the update that broke the part may change them too.
    const isStillFailing = this.state.hasError && prevState.hasError;
    if (isStillFailing && haveChanged(prevProps.resetKeys, this.props.resetKeys)) this.reset();
  }

  private reset = () => this.setState({ hasError: false, error: null });

  private retry = async () => {
    const { error } = this.state;
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    await this.props.onRetry?.(error);
    this.reset();
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { label, scope = 'part' } = this.props;
    return <RetryCard label={label} scope={scope} onRetry={this.retry} />;
  }
}

function haveChanged(before: readonly unknown[] = [], after: readonly unknown[] = []): boolean {
  return before.length !== after.length || before.some((value, i) => !Object.is(value, after[i]));
}

type RetryCardProps = { label: string | undefined; scope: 'part' | 'page'; onRetry: () => Promise<void> };

/** Drawn like an error Alert but without it: the entry bundle carries this file (decision 004). */
function RetryCard({ label, scope, onRetry }: RetryCardProps) {
  const [isRetrying, setIsRetrying] = useState(false);
  async function retry() {
    setIsRetrying(true);
    try {
      await onRetry();
    } finally {
      setIsRetrying(false);
    }
  }
  const card = (
    <div
      role="alert"
      aria-label={label ?? 'Something went wrong'}
      className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      {label ? <p className="mb-1 font-semibold">{label}</p> : null}
      <p className="text-muted-foreground">Something went wrong showing this {scope}.</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void retry()} disabled={isRetrying}>
          {isRetrying ? 'Trying again…' : 'Try again'}
        </Button>
        {/* A full load: it also clears whatever state the failed page left behind. */}
        {scope === 'page' ? (
          <a
            href={paths.home()}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Go to the home page
          </a>
        ) : null}
      </div>
    </div>
  );
  return scope === 'page' ? <div className="mx-auto w-full max-w-md px-4 py-10">{card}</div> : card;
}
