import { Globe } from 'lucide-react';
import type { UserSettings } from '@apps/contracts/core/user-settings';
import { DATE_FORMATS, LANGUAGES, timeZoneOptions } from '../settings-options';
import { useI18n } from '../../../lib/i18n/intl';
import { settingsMessages as messages } from '../messages';
import { SelectField } from './setting-controls';
import { SettingsSection } from './settings-section';

/** General: Language, Timezone (the spec's four first, then every IANA zone), Date Format. */
export function GeneralSection({ values, onChange }: { values: UserSettings; onChange: (patch: Partial<UserSettings>) => void }) {
  const { formatMessage } = useI18n();
  const languages = LANGUAGES.map((language) => ({ value: language.value, label: formatMessage(language.label) }));
  return (
    <SettingsSection id="general" icon={Globe} title={formatMessage(messages.general)} hint={formatMessage(messages.generalHint)}>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField label={formatMessage(messages.language)} value={values.language} options={languages} onChange={(language) => onChange({ language })} />
        <SelectField label={formatMessage(messages.timezone)} value={values.timeZone} options={timeZoneOptions(values.timeZone)} onChange={(timeZone) => onChange({ timeZone })} />
        <SelectField
          label={formatMessage(messages.dateFormat)}
          value={values.dateFormat}
          options={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          onChange={(dateFormat) => onChange({ dateFormat })}
        />
      </div>
    </SettingsSection>
  );
}
