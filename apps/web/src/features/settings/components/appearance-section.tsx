import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import type { Theme } from '@apps/contracts/core/user-settings.values';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { THEMES } from '../settings-options';
import { useI18n } from '../../../lib/i18n/intl';
import { settingsMessages as messages } from '../messages';
import { ToggleRow } from './setting-controls';
import { SettingsSection } from './settings-section';

const THEME_ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, auto: Monitor };

/** Appearance: theme Light (default), Dark, Auto (the device's setting); Compact Mode. */
export function AppearanceSection({ values, onChange }: { values: UserSettings; onChange: (patch: Partial<UserSettings>) => void }) {
  const { formatMessage } = useI18n();
  return (
    <SettingsSection id="appearance" icon={Palette} title={formatMessage(messages.appearance)} hint={formatMessage(messages.appearanceHint)}>
      <fieldset>
        <legend className="mb-3 text-sm font-medium text-slate-900">{formatMessage(messages.theme)}</legend>
        <div className="grid grid-cols-3 gap-3">
          {THEMES.map((theme) => {
            const Icon = THEME_ICONS[theme.value];
            const selected = values.theme === theme.value;
            return (
              <label
                key={theme.value}
                className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 ${
                  selected ? 'border-blue-600 bg-blue-50 text-blue-800' : 'border-slate-200 text-slate-700 hover:bg-slate-50'
                }`}
              >
                <input
                  type="radio"
                  name="theme"
                  value={theme.value}
                  checked={selected}
                  onChange={() => onChange({ theme: theme.value })}
                  className="sr-only"
                />
                <Icon className="h-5 w-5" aria-hidden />
                {formatMessage(theme.label)}
              </label>
            );
          })}
        </div>
        <p className="mt-2 text-xs text-slate-500">{formatMessage(messages.themeHint)}</p>
      </fieldset>
      <div className="border-t border-slate-100 pt-5">
        <ToggleRow
          label={formatMessage(messages.compactMode)}
          hint={formatMessage(messages.compactModeHint)}
          checked={values.compactMode}
          onChange={(compactMode) => onChange({ compactMode })}
        />
      </div>
    </SettingsSection>
  );
}
