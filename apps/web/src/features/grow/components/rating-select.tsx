import type { FieldControlProps } from '../../../components/form';
import { INPUT_CLASS } from '../../../components/input-class';
import { GROW_TEXTS, RATING_LABELS } from '../texts';

/** A 1 to 5 rating select for review forms (a `FormField`'s control); the empty choice fails validation. */
export function RatingSelect(control: FieldControlProps) {
  return (
    <select className={INPUT_CLASS} {...control}>
      <option value="">{GROW_TEXTS.chooseRating}</option>
      {RATING_LABELS.map((label, index) => (
        <option key={label} value={index + 1}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** `setValueAs` of a rating select: '' stays undefined so the schema reports it as missing. */
export function ratingValue(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}
