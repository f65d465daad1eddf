import { describe, expect, it } from 'vitest';
import { deliversBy, NOTIFICATION_TYPE_OF } from './notification-preferences';
import { DEFAULT_USER_SETTINGS } from './user-settings.values';

const choices = (patch: Partial<typeof DEFAULT_USER_SETTINGS.notifications>) => ({ ...DEFAULT_USER_SETTINGS.notifications, ...patch });

describe('deliversBy', () => {
  it('follows the channel switch for every kind, in-app never asked', () => {
    for (const kind of Object.keys(NOTIFICATION_TYPE_OF) as Array<keyof typeof NOTIFICATION_TYPE_OF>) {
      expect(deliversBy(choices({ email: false }), kind, 'email')).toBe(false);
      expect(deliversBy(choices({ push: false }), kind, 'push')).toBe(false);
    }
  });

  it('maps each type checkbox to its notifications', () => {
    expect(deliversBy(choices({ timeEntryReminders: false }), 'reminder.timesheet_missing', 'email')).toBe(false);
    expect(deliversBy(choices({ leaveRequestUpdates: false }), 'leave.approved', 'email')).toBe(false);
    expect(deliversBy(choices({ leaveRequestUpdates: false }), 'leave.rejected', 'push')).toBe(false);
    expect(deliversBy(choices({ performanceReviewNotifications: false }), 'review.finalized', 'email')).toBe(false);
    // Kinds no checkbox governs go out while the channel is on.
    expect(deliversBy(choices({ leaveRequestUpdates: false, timeEntryReminders: false }), 'timesheet.submitted', 'email')).toBe(true);
    expect(deliversBy(choices({}), 'leave.approved', 'email')).toBe(true);
  });

  it('sends the weekly digest only with Weekly Digest on, whatever the type checkboxes say', () => {
    expect(deliversBy(choices({}), 'digest.weekly', 'email')).toBe(false);
    const allTypesOff = { timeEntryReminders: false, leaveRequestUpdates: false, performanceReviewNotifications: false, projectUpdates: false };
    expect(deliversBy(choices({ weeklyDigest: true, ...allTypesOff }), 'digest.weekly', 'email')).toBe(true);
    expect(deliversBy(choices({ weeklyDigest: true, email: false }), 'digest.weekly', 'email')).toBe(false);
  });
});
