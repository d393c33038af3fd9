import { t } from '../i18n/t';
import { LAYOUTS, type LayoutSection } from './view';

const LABELS = { table: 'api.layoutTable', expanded: 'api.layoutExpanded', collapsed: 'api.layoutCollapsed' } as const;

/**
 * Table / Expanded list / Collapsed list buttons for one section. The pressed look comes from CSS
 * reading `<html data-api-*>`, so it is right before any script runs; runtime/apiLayout.ts keeps
 * `aria-pressed` in step and remembers the choice.
 */
export function LayoutSwitch({ section, title }: { section: LayoutSection; title: string }) {
  return (
    <div className="api-layout-switch" role="group" aria-label={t('api.layout', { section: title })} data-api-layout-switch={section}>
      {LAYOUTS.map((layout) => (
        <button key={layout} type="button" data-layout={layout} aria-pressed={layout === 'table'}>
          {t(LABELS[layout])}
        </button>
      ))}
    </div>
  );
}
