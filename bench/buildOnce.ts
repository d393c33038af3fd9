// Runs one build in this process and prints its duration and peak memory as JSON (for bench/run.ts).
process.env.NODE_ENV = 'production';
export {};
const { buildSite } = await import('../build/build');
const { formatPhases } = await import('../build/phases');
const started = performance.now();
const report = await buildSite();
console.log(
  JSON.stringify({
    milliseconds: Math.round(performance.now() - started),
    routes: report.routes,
    demos: report.demos,
    peakMemoryMb: Math.round(process.resourceUsage().maxRSS / 1024),
    pagesFromCache: report.pagesFromCache,
    steps: formatPhases(report.phases, { memory: true }),
  }),
);
