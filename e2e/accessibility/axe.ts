import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The WCAG 2.2 AA rule sets of axe-core. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail the check; minor and moderate ones are listed in docs/accessibility.md. */
const BLOCKING = new Set(['serious', 'critical']);

/** One axe finding: where (screen, state, width), which rule, how bad, and the elements. */
export interface Finding {
  screen: string;
  width: number;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Collects axe findings over a walk through screens, so one test reports every violation at once
 * (not only the first) and writes them all to `test-results/axe/<name>.json` for the docs.
 */
export class AxeWalk {
  readonly findings: Finding[] = [];
  readonly checked: string[] = [];

  /** The viewport width the next checks run at (the walk resizes the same page). */
  width: number;

  constructor(
    private readonly page: Page,
    width: number,
  ) {
    this.width = width;
  }

  /**
   * Runs axe on the page as it is now under `screen`'s name: the whole page, or only `include` (a CSS
   * selector: the dialog, menu or main area a state opened; the rest of the page was checked as the
   * screen loaded). axe is put into a document once and stays while the walk moves through the app's
   * router; injecting it for every check (as `@axe-core/playwright` does) took longer than the check.
   */
  async check(screen: string, include?: string): Promise<void> {
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axe.source);
    const results = await this.page.evaluate(
      ([selector, tags]) =>
        (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [[selector]] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        }),
      [include ?? null, WCAG_TAGS] as const,
    );
    this.checked.push(`${screen} @${this.width}px`);
    for (const violation of results.violations) {
      this.findings.push({
        screen,
        width: this.width,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  /** Writes the findings and fails on any serious or critical one, listing them all. */
  async finish(testInfo: TestInfo, name: string): Promise<void> {
    const dir = path.join(testInfo.project.outputDir, 'axe');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ checked: this.checked, findings: this.findings }, null, 2));
    await testInfo.attach('axe-findings', { body: JSON.stringify(this.findings, null, 2), contentType: 'application/json' });
    const blocking = this.findings
      .filter((finding) => BLOCKING.has(finding.impact))
      .map((f) => `${f.screen} @${f.width}px: ${f.rule} (${f.impact}) ${f.help}: ${f.targets.slice(0, 3).join(' | ')}`);
    expect(blocking, `serious or critical WCAG 2.2 AA violations (checked: ${this.checked.join(', ')})`).toEqual([]);
    expect(this.checked.length).toBeGreaterThan(0);
  }
}

/**
 * Waits until a screen has settled: its main landmark (or, outside the shell, its first heading) is
 * visible and no spinner is there, turning or still within its delay (data loaded, lazy code in).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main, [role="main"]').or(page.getByRole('heading', { level: 1 })).first()).toBeVisible();
  await expect(page.locator('.animate-spin, [data-loading]')).toHaveCount(0);
}
