/** The timer functions copy feedback needs; injected so tests and callers choose the clock. */
export interface FeedbackTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The "Copied" state of one copy button: on after a copy, off `durationMs` later; a new copy restarts the wait. */
export class CopyFeedback {
  private handle: unknown = null;
  private copied = false;

  constructor(
    private readonly durationMs: number,
    private readonly onChange: (copied: boolean) => void,
    private readonly timers: FeedbackTimers = { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as number) },
  ) {}

  /** Whether the button currently says "Copied". */
  get isCopied(): boolean {
    return this.copied;
  }

  /** Records a successful copy: shows "Copied" and (re)starts the timer that reverts it. */
  markCopied(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    if (!this.copied) {
      this.copied = true;
      this.onChange(true);
    }
    this.handle = this.timers.setTimeout(() => {
      this.handle = null;
      this.copied = false;
      this.onChange(false);
    }, this.durationMs);
  }

  /** Stops the pending timer (the button is going away). */
  dispose(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle);
    this.handle = null;
  }
}

/** Writes text to the clipboard; resolves `false` instead of throwing, since copy failures are swallowed (SPEC §8). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
