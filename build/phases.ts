// Where a build spends its time: each step's wall time, printed by `npm run build` and read by the bench.

/** One measured step of a build. */
export interface Phase {
  name: string;
  milliseconds: number;
}

/** A stopwatch that records the steps of one build in order. */
export class PhaseTimer {
  readonly phases: Phase[] = [];
  private last = performance.now();

  /** Ends the step running since the previous mark (or the start) and records it under `name`. */
  mark(name: string): void {
    const now = performance.now();
    this.phases.push({ name, milliseconds: Math.round(now - this.last) });
    this.last = now;
  }
}

/** The phases as one log line: `routes 1.2 s · server bundle 8.0 s · …`. */
export function formatPhases(phases: readonly Phase[]): string {
  return phases.map((phase) => `${phase.name} ${(phase.milliseconds / 1000).toFixed(1)} s`).join(' · ');
}
