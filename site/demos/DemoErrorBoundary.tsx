import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/t';
import { minifiedErrorQuery } from '../productionError/minified';

interface Props {
  children: ReactNode;
  /** Remounts the demo; the parent changes this boundary's key. */
  onReset: () => void;
  /** Lets the parent take over an error (a live edit that throws): return true and no panel is shown. */
  onCatch?: (error: Error) => boolean;
}

/**
 * What a crashed demo shows: the error as the library worded it and a reset button. MUI's packages are
 * built for production, so their errors are minified: the site's own production-error page spells them out.
 */
export function DemoCrashPanel({ message, onReset }: { message: string; onReset: () => void }) {
  const query = minifiedErrorQuery(message);
  return (
    <div className="demo-error" role="alert">
      <p className="demo-error-title">{t('demos.crashed')}</p>
      <pre className="demo-error-message">{message}</pre>
      {query === null ? null : (
        <p>
          <a href={`/production-error/${query}`}>{t('demos.crashedFullMessage')}</a>
        </p>
      )}
      <button type="button" className="demo-text-button" onClick={onReset}>
        {t('demos.resetDemo')}
      </button>
    </div>
  );
}

/** Contains a crashing demo (issue 4 §7): shows the error and a reset button while the page goes on. */
export class DemoErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onCatch?.(error)) return;
    console.error('A demo crashed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <DemoCrashPanel message={this.state.error.message} onReset={this.props.onReset} />;
  }
}
