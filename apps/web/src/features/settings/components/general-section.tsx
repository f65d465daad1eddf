import { Globe } from 'lucide-react';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { DATE_FORMATS, LANGUAGES, timeZoneOptions } from '../settings-options';
import { SETTINGS_TEXTS } from '../texts';
import { SelectField } from './setting-controls';
import { SettingsSection } from './settings-section';

/** General: Language, Timezone (the spec's four first, then every IANA zone), Date Format. */
export function GeneralSection({ values, onChange }: { values: UserSettings; onChange: (patch: Partial<UserSettings>) => void }) {
  return (
    <SettingsSection id="general" icon={Globe} title={SETTINGS_TEXTS.general} hint={SETTINGS_TEXTS.generalHint}>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField label={SETTINGS_TEXTS.language} value={values.language} options={LANGUAGES} onChange={(language) => onChange({ language })} />
        <SelectField label={SETTINGS_TEXTS.timezone} value={values.timeZone} options={timeZoneOptions(values.timeZone)} onChange={(timeZone) => onChange({ timeZone })} />
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
