/** An ad as the ad box renders it (SPEC §3 "Ad record"), whether in-house or from the provider's feed. */
export interface AdRecord {
  link: string;
  img: string;
  name: string;
  description: string;
  /** Who serves the ad, shown as "ad by …". */
  poweredby: string;
  /** Analytics label of the ad itself, e.g. `in-house-figma`. */
  label: string;
}
