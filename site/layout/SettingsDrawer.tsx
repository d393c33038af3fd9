import { t } from '../i18n/t';
import { CloseIcon, SettingsIcon } from './icons';

interface ChoiceGroupProps {
  id: string;
  label: string;
  /** The `data-setting` key runtime/settings.ts reads and writes. */
  setting: 'mode' | 'direction' | 'density';
  choices: Array<{ value: string; label: string }>;
}

// Toggle buttons (aria-pressed) rather than radios: each press applies at once, like mui.com's drawer.
function ChoiceGroup({ id, label, setting, choices }: ChoiceGroupProps) {
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id}>{label}</h3>
      <div className="settings-choices" role="group" aria-labelledby={id}>
        {choices.map((choice) => (
          <button key={choice.value} type="button" className="settings-choice" data-setting={setting} data-value={choice.value} aria-pressed="false">
            {choice.label}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The settings button of the app bar; opens the drawer below. */
export function SettingsButton() {
  return (
    <button type="button" className="icon-button settings-button" aria-controls="settings-drawer" aria-expanded="false" aria-label={t('settings.open')}>
      <SettingsIcon />
    </button>
  );
}

/**
 * The settings drawer: mode, direction, density and spacing, and a link to the colour tool. Static
 * HTML that `runtime/settings.ts` brings to life; no React needed.
 */
export function SettingsDrawer() {
  return (
    <div className="settings-drawer" id="settings-drawer" role="dialog" aria-modal="true" aria-labelledby="settings-title" hidden>
      <div className="settings-header">
        <h2 id="settings-title">{t('settings.title')}</h2>
        <button type="button" className="icon-button settings-close" aria-label={t('settings.close')}>
          <CloseIcon />
        </button>
      </div>
      <ChoiceGroup
        id="settings-mode"
        label={t('settings.mode')}
        setting="mode"
        choices={[
          { value: 'light', label: t('settings.light') },
          { value: 'system', label: t('settings.system') },
          { value: 'dark', label: t('settings.dark') },
        ]}
      />
      <ChoiceGroup
        id="settings-direction"
        label={t('settings.direction')}
        setting="direction"
        choices={[
          { value: 'ltr', label: t('settings.ltr') },
          { value: 'rtl', label: t('settings.rtl') },
        ]}
      />
      <ChoiceGroup
        id="settings-density"
        label={t('settings.density')}
        setting="density"
        choices={[
          { value: 'standard', label: t('settings.standard') },
          { value: 'dense', label: t('settings.dense') },
        ]}
      />
      <section className="settings-section" aria-labelledby="settings-spacing">
        <h3 id="settings-spacing">{t('settings.spacing')}</h3>
        <div className="settings-stepper">
          <button type="button" className="settings-choice" data-spacing="decrease" aria-label={t('settings.decreaseSpacing')}>
            −
          </button>
          <output className="settings-spacing-value" aria-live="polite" dir="ltr">
            {t('settings.spacingValue', { value: 8 })}
          </output>
          <button type="button" className="settings-choice" data-spacing="increase" aria-label={t('settings.increaseSpacing')}>
            +
          </button>
          <button type="button" className="settings-choice" data-spacing="reset">
            {t('settings.resetDensity')}
          </button>
        </div>
      </section>
      <section className="settings-section" aria-labelledby="settings-colors">
        <h3 id="settings-colors">{t('settings.colors')}</h3>
        <a href="/material-ui/customization/color#color-tool">{t('settings.colorToolLink')}</a>
      </section>
    </div>
  );
}
