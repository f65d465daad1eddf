import { Globe } from 'lucide-react';
import { DATE_FORMATS, LANGUAGES, TIMEZONES, type SettingsValues } from '../settings-options';
import { SETTINGS_TEXTS } from '../texts';
import { SelectField } from './setting-controls';
import { SettingsSection } from './settings-section';

/** General: Language, Timezone, Date Format. */
export function GeneralSection({ values, onChange }: { values: SettingsValues; onChange: (patch: Partial<SettingsValues>) => void }) {
  return (
    <SettingsSection id="general" icon={Globe} title={SETTINGS_TEXTS.general} hint={SETTINGS_TEXTS.generalHint}>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField label={SETTINGS_TEXTS.language} value={values.language} options={LANGUAGES} onChange={(language) => onChange({ language })} />
        <SelectField label={SETTINGS_TEXTS.timezone} value={values.timezone} options={TIMEZONES} onChange={(timezone) => onChange({ timezone })} />
        <SelectField
          label={SETTINGS_TEXTS.dateFormat}
          value={values.dateFormat}
          options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          onChange={(dateFormat) => onChange({ dateFormat })}
        />
      </div>
    </SettingsSection>
  );
}
