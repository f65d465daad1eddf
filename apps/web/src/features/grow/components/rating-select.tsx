import type { FieldControlProps } from '../../../components/form';
import { INPUT_CLASS } from '../../../components/input-class';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages, ratingMessages } from '../messages';

/** A 1 to 5 rating select for review forms (a `FormField`'s control); the empty choice fails validation. */
export function RatingSelect(control: FieldControlProps) {
  const { formatMessage } = useI18n();
  return (
    <select className={INPUT_CLASS} {...control}>
      <option value="">{formatMessage(messages.chooseRating)}</option>
      {ratingMessages.map((label, index) => (
        <option key={label.id} value={index + 1}>
          {formatMessage(label)}
        </option>
      ))}
    </select>
  );
}

/** `setValueAs` of a rating select: '' stays undefined so the schema reports it as missing. */
export function ratingValue(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}
