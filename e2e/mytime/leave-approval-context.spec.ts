import type { Page } from '@playwright/test';
import { expect, pageFor, test, type RoleGrant } from '../fixtures';
import { expectToast } from './timesheet-steps';

// A half-day request keeps its half from the request to the decision, and the approver decides with
// the requester's balance and the team's absences beside Approve and Reject.

const EMPLOYEE: RoleGrant[] = [{ role: 'Employee', module: 'mytime' }];
const MANAGER: RoleGrant[] = [{ role: 'Manager', module: 'mytime' }];

/** The second Wednesday of July of this year as `YYYY-MM-DD` (no demo holiday, no demo leave of these new people). */
function julyWednesday(): string {
  const first = new Date(new Date().getFullYear(), 6, 1);
  const day = 1 + ((3 - first.getDay() + 7) % 7) + 7;
  return `${first.getFullYear()}-07-${String(day).padStart(2, '0')}`;
}

async function requestLeave(page: Page, date: string, reason: string, duration?: string) {
  await page.goto('/mytime/leave');
  await page.getByRole('button', { name: 'Request Leave' }).click();
  const form = page.getByRole('form', { name: 'Request Leave' });
  await form.getByLabel('Start date').fill(date);
  await form.getByLabel('End date').fill(date);
  if (duration) await form.getByLabel('Duration').selectOption({ label: duration });
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(page, 'Leave request submitted successfully');
}

test('approving a half-day leave with the balance and the team away shown beside Approve', async ({ browser, createPerson }) => {
  test.setTimeout(120_000);
  const day = julyWednesday();
  const manager = await createPerson({ name: 'Nora Manager', roles: MANAGER });
  const requester = await createPerson({ name: 'Hari Halfday', roles: EMPLOYEE, managerId: manager.id });
  const teammate = await createPerson({ name: 'Tess Teammate', roles: EMPLOYEE, managerId: manager.id });

  const tess = await pageFor(browser, teammate);
  await requestLeave(tess, day, 'Team offsite');

  const hari = await pageFor(browser, requester);
  await requestLeave(hari, day, 'Doctor visit', 'Second half');
  await expect(hari.getByTestId('leave-request').filter({ hasText: 'Doctor visit' })).toContainText('Second half · 0.5 days');

  const nora = await pageFor(browser, manager);
  await nora.goto('/mytime/approvals');
  await nora.getByRole('tab', { name: /Leave Requests/ }).click();
  const row = nora.getByTestId('pending-leave').filter({ hasText: 'Doctor visit' });
  await expect(row).toContainText('Second half · 0.5 days');
  const context = row.getByRole('region', { name: `Context for the leave of ${requester.name}` });
  await expect(context.getByTestId('leave-context-balance')).toHaveText('Casual Leave balance: 12 days left of 12 · 11.5 days after approval');
  await expect(context.getByRole('listitem')).toHaveText([new RegExp(`^${teammate.name} · Casual Leave · .*· Pending$`)]);

  await row.getByRole('button', { name: /^Approve .*\(Second half\)$/ }).click();
  await expectToast(nora, 'Leave request approved successfully');
  await expect(row).toHaveCount(0);
  // The teammate's request now shows the approved half day among who else is away.
  const tessRow = nora.getByTestId('pending-leave').filter({ hasText: 'Team offsite' });
  await expect(tessRow.getByRole('listitem')).toHaveText([new RegExp(`^${requester.name} · Casual Leave, Second half · `)]);

  await hari.goto('/mytime/leave');
  await expect(hari.getByTestId('leave-request').filter({ hasText: 'Doctor visit' })).toContainText('Approved');
  await hari.goto('/mytime/dashboard');
  await expect(hari.getByTestId('stat-tile').filter({ hasText: 'Leave Balance' }).getByTestId('balance-breakdown')).toContainText('Casual Leave 11.5');
});
