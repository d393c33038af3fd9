import { Children, isValidElement, useId, type ReactNode } from 'react';
import { t } from '../i18n/t';

/**
 * Code blocks shown one at a time behind tabs (`<CodeTabs labels={['npm', 'pnpm']}>` around fenced
 * blocks). Without script every block shows under its label; runtime/codeTabs.ts turns them into tabs.
 */
export function CodeTabs({ labels, children }: { labels: string[]; children: ReactNode }) {
  const id = useId();
  const blocks = Children.toArray(children).filter(isValidElement);
  if (blocks.length !== labels.length) {
    throw new Error(`<CodeTabs> has ${labels.length} labels for ${blocks.length} code blocks; give one label per block.`);
  }
  return (
    <div className="code-tabs" data-code-tabs="">
      <div className="code-tabs-list" role="tablist" aria-label={t('special.codeTabs.label')} hidden>
        {labels.map((label, index) => (
          <button key={label} type="button" role="tab" id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} aria-selected={index === 0} tabIndex={index === 0 ? 0 : -1}>
            {label}
          </button>
        ))}
      </div>
      {blocks.map((block, index) => (
        <div key={labels[index]} className="code-tabs-panel" role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} data-label={labels[index]}>
          {block}
        </div>
      ))}
    </div>
  );
}
