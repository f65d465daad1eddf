import type { UseFormRegisterReturn } from 'react-hook-form';
import { INPUT_CLASS } from '../../../components/form-field';

const RATING_LABELS = ['1 - Needs improvement', '2 - Below expectations', '3 - Meets expectations', '4 - Exceeds expectations', '5 - Outstanding'];

/** A 1 to 5 rating select for review forms; the empty choice fails validation. */
export function RatingSelect({ id, registration, invalid }: { id: string; registration: UseFormRegisterReturn; invalid: boolean }) {
  return (
    <select id={id} className={INPUT_CLASS} aria-invalid={invalid ? true : undefined} {...registration}>
      <option value="">Choose a rating</option>
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
