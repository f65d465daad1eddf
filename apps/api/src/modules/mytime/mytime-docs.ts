/** The date rule every MyTime route with a date documents. */
export const DATES_NOTE =
  'Dates are accepted as `YYYY-MM-DD` or as an ISO timestamp at local midnight with the local offset ' +
  '(e.g. `2026-11-23T00:00:00.000+05:30`); the calendar date is the part before `T`, kept as written and never shifted by the offset. ' +
  'A timestamp that is not midnight is refused (400). Dates are answered as `YYYY-MM-DD`.';
