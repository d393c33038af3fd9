/** Analytics constants (SPEC §7). */

/** Share of sessions that report web vitals; decided once per session. */
export const VITALS_SAMPLE_RATE_DEFAULT = 0.01;
/** Session storage key remembering this session's web-vitals sampling decision. */
export const VITALS_SESSION_KEY = 'docs-vitals-sampled';
