import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availableShare, LeaveBalanceCards } from './leave-balance-cards';

describe('leave balance cards (SPEC.md section 2: bar width = available / allocated)', () => {
  it('computes the share and clamps it', () => {
    expect(availableShare({ available: 9, allocated: 12 })).toBe(75);
    expect(availableShare({ available: 0, allocated: 0 })).toBe(0);
  });

  it('draws the bar at that width', () => {
    render(<LeaveBalanceCards balances={[{ id: 'b', leaveType: 'SickLeave', year: 2026, allocated: 12, used: 3, available: 9 }]} />);
    const bar = screen.getByRole('progressbar', { name: 'Sick Leave available' });
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('75%');
    expect(screen.getByText('3 used')).toBeInTheDocument();
  });
});
