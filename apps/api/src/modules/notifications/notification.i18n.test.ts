import { describe, expect, it } from 'vitest';
import { leavePeriod } from '@apps/contracts/mytime/leave-text';
import { leavePeriodText, notificationTranslator } from './notification.i18n';

describe('leavePeriodText', () => {
  const requests = [
    { leaveType: 'CasualLeave', startDate: '2026-11-27', endDate: '2026-11-27', halfDay: 'FirstHalf' },
    { leaveType: 'SickLeave', startDate: '2026-11-23', endDate: '2026-11-25', halfDay: null },
    { leaveType: 'EarnedLeave', startDate: '2026-12-28', endDate: '2027-01-02' },
  ] as const;

  it('reads in English exactly as leavePeriod of the contracts', () => {
    const t = notificationTranslator({ language: 'en', timeZone: 'Asia/Kolkata' });
    for (const request of requests) {
      expect(leavePeriodText(t, request)).toBe(leavePeriod(request));
      expect(leavePeriodText(t, request, 'request')).toBe(leavePeriod(request, 'request'));
    }
  });

  it('reads in the reader’s language with its own month names', () => {
    expect(leavePeriodText(notificationTranslator({ language: 'es' }), requests[0], 'request')).toBe('solicitud de Permiso por asuntos propios para el 27 nov 2026 (primera mitad)');
    expect(leavePeriodText(notificationTranslator({ language: 'fr' }), requests[1])).toBe('Congé maladie pour le 23–25 nov. 2026');
    expect(leavePeriodText(notificationTranslator({ language: 'hi' }), requests[1])).toContain('बीमारी अवकाश');
  });
});
