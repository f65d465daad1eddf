import type { ValidationErrors } from '@apps/contracts/envelope';

/**
 * Collects the errors of an imported file as `validationErrors`, keyed `line N` (the physical line,
 * 1-based) or `file`. With `maxLines`, only the first `maxLines` lines with errors are listed and
 * `done()` counts the rest under `file`, so a wholly wrong file still answers briefly.
 */
export class LineErrors {
  readonly fields: ValidationErrors = {};
  private lines = 0;
  private dropped = 0;

  constructor(private readonly maxLines = Number.POSITIVE_INFINITY) {}

  add(line: number | 'file', message: string): void {
    const key = line === 'file' ? 'file' : `line ${line}`;
    if (!this.fields[key]) {
      if (key !== 'file' && this.lines >= this.maxLines) {
        this.dropped += 1;
        return;
      }
      if (key !== 'file') this.lines += 1;
      this.fields[key] = [];
    }
    this.fields[key].push(message);
  }

  /** Whether any error was added (listed or counted). */
  get any(): boolean {
    return Object.keys(this.fields).length > 0 || this.dropped > 0;
  }

  /** The errors, with `N more lines have errors; …` under `file` when some lines were only counted. */
  done(): ValidationErrors {
    if (this.dropped > 0) this.add('file', `${this.dropped} more lines have errors; fix the ones listed and import again`);
    return this.fields;
  }
}
