import { VITALS_SESSION_KEY } from './constants';

/** The session storage subset the sampling needs. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this session reports web vitals: decided on its first page with `random() < rate` and
 * remembered, so a sampled session reports from every page and the others from none.
 */
export function isVitalsSession(store: SessionStore | null, random: () => number, rate: number): boolean {
  const stored = safeGet(store);
  if (stored === '1' || stored === '0') return stored === '1';
  const sampled = random() < rate;
  try {
    store?.setItem(VITALS_SESSION_KEY, sampled ? '1' : '0');
  } catch {
    // Storage can be full or forbidden; the decision then lasts one page.
  }
  return sampled;
}

function safeGet(store: SessionStore | null): string | null {
  try {
    return store?.getItem(VITALS_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The fields of a web-vitals metric we report. */
export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating: string;
}

/** The analytics event of one web-vitals report (CLS scaled by 1000 so it survives integer rounding). */
export function vitalEventParams(metric: VitalMetric): Record<string, unknown> {
  return {
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}
