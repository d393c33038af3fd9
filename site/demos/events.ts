/** Fired (bubbling) on a demo's `<section>` when its code panel opens or closes; `detail.open` says which. */
export const DEMO_CODE_TOGGLE_EVENT = 'docs:demo-code-toggle';

/** The detail of {@link DEMO_CODE_TOGGLE_EVENT}. */
export interface DemoCodeToggleDetail {
  open: boolean;
}
