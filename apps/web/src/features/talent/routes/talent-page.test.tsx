import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TALENT_TEXTS } from '../texts';
import { TalentPage } from './talent-page';

describe('TalentPage', () => {
  it("shows 'Talent Management' with four zero tiles, their captions and the notice", () => {
    render(<TalentPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Talent Management' })).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-tile').map((tile) => tile.textContent)).toEqual([
      'Total Employees0Active employees',
      'Available0Ready for allocation',
      'Allocated0On projects',
      'Utilization0%Average rate',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(TALENT_TEXTS.readyTitle);
  });
});
