import { Component, type ReactNode } from 'react';

interface Props {
  /** Label of the ad being shown, for the crash report. */
  eventLabel: string | null;
  onCrash: (eventLabel: string | null) => void;
  children: ReactNode;
}

/**
 * Catches a crash inside the ad: the ad disappears (its reserved space stays, so nothing moves) and the
 * crash is reported once (SPEC §8).
 */
export class AdCrashBoundary extends Component<Props, { crashed: boolean }> {
  override state = { crashed: false };
  private reported = false;

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(): void {
    if (this.reported) return;
    this.reported = true;
    this.props.onCrash(this.props.eventLabel);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
