import { describe, expect, it } from 'vitest';
import { createMetrics, noMetrics, scimOutcome } from './metrics';

describe('scimOutcome', () => {
  it('maps every status to one of a few outcomes', () => {
    expect([200, 201, 204, 400, 401, 403, 404, 409, 413, 429, 500, 503].map(scimOutcome)).toEqual([
      'success',
      'success',
      'success',
      'invalid',
      'unauthorized',
      'forbidden',
      'not_found',
      'conflict',
      'refused',
      'rate_limited',
      'error',
      'error',
    ]);
  });
});

describe('createMetrics', () => {
  it('counts an outbox pass as sent, retried, failed for good, removed and skipped', async () => {
    const metrics = createMetrics();
    metrics.outboxPass('push', { sent: 3, failed: 2, gaveUp: 1, removed: 1, skipped: 4 });
    const text = await metrics.scrape();
    expect(text).toContain('outbox_deliveries_total{channel="push",outcome="sent"} 3');
    expect(text).toContain('outbox_deliveries_total{channel="push",outcome="retry"} 1');
    expect(text).toContain('outbox_deliveries_total{channel="push",outcome="failed"} 1');
    expect(text).toContain('outbox_deliveries_total{channel="push",outcome="removed"} 1');
    expect(text).toContain('outbox_deliveries_total{channel="push",outcome="skipped"} 4');
  });

  it('keeps each app its own counts and leaves out a reading that fails', async () => {
    const errors: string[] = [];
    const first = createMetrics({ pendingDeliveries: () => Promise.reject(new Error('down')), onReadingError: (_error, metric) => errors.push(metric) });
    const second = createMetrics();
    first.reminderPass({ timesheet_missing: 2 });
    expect(await first.scrape()).toContain('reminder_notifications_total{kind="timesheet_missing"} 2');
    expect(await second.scrape()).not.toContain('reminder_notifications_total{kind="timesheet_missing"}');
    expect(await first.scrape()).not.toMatch(/^outbox_deliveries_pending\{/m);
    expect(errors).toContain('outbox_deliveries_pending');
  });

  it('records nothing when metrics are off', async () => {
    noMetrics.observeRequest('GET', '/livez', 200, 0.001);
    expect(noMetrics.enabled).toBe(false);
    expect(await noMetrics.scrape()).toBe('');
  });
});
