// Where a build spends its time: each step's wall time, printed by `npm run build` and read by the bench.

/** One measured step of a build. */
export interface Phase {
  name: string;
  milliseconds: number;
  /** The process's peak resident memory (worker threads included) when the step ended, MB: it grew during the steps that set it. */
  peakRssMb: number;
}

/** A stopwatch that records the steps of one build in order. */
export class PhaseTimer {
  readonly phases: Phase[] = [];
  private last = performance.now();

  /** Ends the step running since the previous mark (or the start) and records it under `name`. */
  mark(name: string): void {
    const now = performance.now();
    this.phases.push({ name, milliseconds: Math.round(now - this.last), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) });
    this.last = now;
  }
}

/**
 * The phases as one log line: `routes 1.2 s · server bundle 8.0 s · …`. With `memory`, a step during
 * which the peak memory grew by 50 MB or more shows the new peak: `server bundle 8.0 s (peak 2,100 MB)`.
 */
export function formatPhases(phases: readonly Phase[], options: { memory?: boolean } = {}): string {
  return phases
    .map((phase, index) => {
      const grew = phase.peakRssMb - (phases[index - 1]?.peakRssMb ?? 0) >= 50;
      return `${phase.name} ${(phase.milliseconds / 1000).toFixed(1)} s${options.memory && grew ? ` (peak ${phase.peakRssMb.toLocaleString('en-US')} MB)` : ''}`;
    })
    .join(' · ');
}
