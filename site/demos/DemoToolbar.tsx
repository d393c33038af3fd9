import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { COPIED_MS_COMPONENT } from '../copy/constants';
import { t } from '../i18n/t';
import type { CodeStyling, CodeVariant } from './codePreferences';
import { BoltIcon, CheckIcon, CopyIcon, FocusIcon, ResetIcon, SandboxIcon, SourceIcon } from './icons';
import { nextToolbarIndex } from './toolbarKeys';
import { useCopyFeedback } from './useCopyFeedback';

/** What the toolbar shows and what its buttons do; the demo shell owns the state. */
export interface DemoToolbarProps {
  id: string;
  name: string;
  codeOpen: boolean;
  onToggleCode: () => void;
  variant: CodeVariant;
  onVariant: (variant: CodeVariant) => void;
  /** Stylings to switch between; the switch shows only when there are several. */
  stylings: CodeStyling[];
  styling: CodeStyling;
  onStyling: (styling: CodeStyling) => void;
  /** Copies the source in the shown variant; resolves whether it worked. */
  onCopy: () => Promise<boolean>;
  onReset: () => void;
  onResetFocus: () => void;
  onCodeSandbox: () => void;
  onStackBlitz: () => void;
  sourceUrl: string;
}

/**
 * The demo toolbar (issue 4 §3): one tab stop; arrows, Home and End move along it (WAI-ARIA toolbar).
 * Every control is a real button or link, so it also works with a screen reader's own navigation.
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const [active, setActive] = useState(0);
  const [copied, markCopied] = useCopyFeedback(COPIED_MS_COMPONENT);
  const toolbar = useRef<HTMLDivElement>(null);
  let next = 0;
  // Each control takes the next index, so the roving tab stop follows the order on screen.
  const item = () => {
    const index = next++;
    return { 'data-toolbar-item': index, tabIndex: index === active ? 0 : -1, onFocus: () => setActive(index) };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const items = [...(toolbar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])];
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = nextToolbarIndex(event.key, active, items.length, rtl);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    items[target]?.focus();
  };

  const iconButton = (label: string, icon: ReactNode, onClick: () => void, extra: Record<string, string> = {}) => (
    <button type="button" className="demo-icon-button" aria-label={label} title={label} onClick={onClick} {...extra} {...item()}>
      {icon}
    </button>
  );

  return (
    <div ref={toolbar} className="demo-toolbar" role="toolbar" aria-label={t('demos.toolbar', { name: props.name })} onKeyDown={onKeyDown}>
      <button type="button" className="demo-text-button" aria-expanded={props.codeOpen} aria-controls={`${props.id}-code`} onClick={props.onToggleCode} {...item()}>
        {props.codeOpen ? t('demos.hideCode') : t('demos.showCode')}
      </button>
      <div className="demo-variant" role="group" aria-label={t('demos.language')}>
        {(['JS', 'TS'] as const).map((variant) => (
          <button
            key={variant}
            type="button"
            className="demo-variant-button"
            aria-pressed={props.variant === variant}
            title={variant === 'TS' ? t('demos.showTs') : t('demos.showJs')}
            data-variant={variant}
            onClick={() => props.onVariant(variant)}
            {...item()}
          >
            {variant}
          </button>
        ))}
      </div>
      {props.stylings.length > 1 ? (
        <div className="demo-variant" role="group" aria-label={t('demos.styling')}>
          {props.stylings.map((styling) => (
            <button key={styling} type="button" className="demo-variant-button" aria-pressed={props.styling === styling} data-styling={styling} onClick={() => props.onStyling(styling)} {...item()}>
              {styling}
            </button>
          ))}
        </div>
      ) : null}
      <span className="demo-toolbar-spacer" />
      {iconButton(copied ? t('demos.copied') : t('demos.copySource'), copied ? <CheckIcon /> : <CopyIcon />, () => {
        void props.onCopy().then((ok) => ok && markCopied());
      }, { 'data-copied': String(copied), 'data-action': 'copy' })}
      {iconButton(t('demos.resetDemo'), <ResetIcon />, props.onReset, { 'data-action': 'reset' })}
      {iconButton(t('demos.resetFocus'), <FocusIcon />, props.onResetFocus, { 'data-action': 'reset-focus' })}
      {iconButton(t('demos.codeSandbox'), <SandboxIcon />, props.onCodeSandbox, { 'data-action': 'codesandbox' })}
      {iconButton(t('demos.stackBlitz'), <BoltIcon />, props.onStackBlitz, { 'data-action': 'stackblitz' })}
      <a className="demo-icon-button" href={props.sourceUrl} aria-label={t('demos.viewSource')} title={t('demos.viewSource')} target="_blank" rel="noopener" data-action="source" {...item()}>
        <SourceIcon />
      </a>
    </div>
  );
}
