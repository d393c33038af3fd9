/** The design targets of issue 11; every figure of the report is shown beside its budget. */
export const BUDGETS = {
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  lighthouseBestPractices: 100,
  lighthouseSeo: 100,
  cls: 0.01,
  tbtMs: 50,
  /** JS loaded before any interaction, gzip, on an API page or a guide. */
  jsGuideKb: 30,
  /** The same on a component page, whose demos hydrate near the viewport. */
  jsComponentKb: 120,
  /** HTML of the largest API page, gzip. */
  htmlLargestApiKb: 60,
  coldBuildPer100RoutesS: 5,
  warmBuildPer100RoutesS: 2,
  navigationMs: 150,
  /** Dev mode (issue 10): `npm run dev` until the first page is served. */
  devStartS: 10,
  /** Dev mode: an MDX edit until the new text is in the open page. */
  devMdxEditMs: 500,
  /** Dev mode: a demo edit until the new text is in the open page. */
  devDemoEditMs: 1000,
} as const;

/** Bytes as kilobytes with one decimal, as every figure of the report shows them. */
export const kb = (bytes: number): number => Number((bytes / 1024).toFixed(1));

/** A measured figure beside its budget: `max` budgets must not be exceeded, `min` budgets must be reached. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  kind?: 'max' | 'min';
}

/** Whether a figure is within its budget (figures without a budget are informative). */
export function withinBudget(figure: Figure): boolean | null {
  if (figure.budget === undefined) return null;
  return figure.kind === 'min' ? figure.value >= figure.budget : figure.value <= figure.budget;
}

/** The Markdown table of the report. */
export function toMarkdown(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => {
    const verdict = withinBudget(figure);
    const budget = figure.budget === undefined ? '—' : `${figure.kind === 'min' ? '≥' : '≤'} ${figure.budget} ${figure.unit}`;
    return `| ${figure.name} | ${figure.value} ${figure.unit} | ${budget} | ${verdict === null ? '' : verdict ? 'within' : '**over**'} |`;
  });
  return ['| figure | measured | budget | |', '|---|---|---|---|', ...rows].join('\n');
}
