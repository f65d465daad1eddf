import type { MessageDescriptor } from './i18n';

/** The texts of an imported file's errors that the people import and the holiday import share. */
export const lineErrorMessages = {
  moreLines: { id: 'lib.lineError.moreLines', defaultMessage: '{count} more lines have errors; fix the ones listed and import again' },
  notCsv: { id: 'lib.lineError.notCsv', defaultMessage: 'The line is not valid CSV: {reason}' },
  cellCount: { id: 'lib.lineError.cellCount', defaultMessage: 'The line has {cells} cells; the header has {header}' },
  tooManyColumns: { id: 'lib.lineError.tooManyColumns', defaultMessage: 'Line {line} has more than {max} columns, the most a line may have' },
  lineTooLong: { id: 'lib.lineError.lineTooLong', defaultMessage: 'Line {line} is longer than {max} characters, the most a line may have' },
  cell: { id: 'lib.lineError.cell', defaultMessage: '{column}: {problem}' },
} as const satisfies Record<string, MessageDescriptor>;
