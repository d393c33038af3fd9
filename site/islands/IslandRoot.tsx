import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

// A crashing island renders nothing instead of taking the page down (DESIGN.md §10).
class IslandErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

// Renders nothing; its effect runs after the island's own effects, i.e. once hydration committed.
function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    onHydrated();
  }, [onHydrated]);
  return null;
}

/** The wrapper every island renders inside, identical on the server and in the browser so hydration matches. */
export function IslandRoot(props: { cache: EmotionCache; children: ReactNode; onError?: BoundaryProps['onError']; onHydrated?: () => void }) {
  return (
    <CacheProvider value={props.cache}>
      <IslandErrorBoundary onError={props.onError}>
        {props.children}
        {props.onHydrated ? <HydratedSignal onHydrated={props.onHydrated} /> : null}
      </IslandErrorBoundary>
    </CacheProvider>
  );
}
