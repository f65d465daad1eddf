import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PIPELINE_TEXTS } from '../texts';
import { PipelinePage } from './pipeline-page';

describe('PipelinePage', () => {
  it("shows 'Sales Pipeline', the four tiles with their captions, the notice and no error banner", () => {
    render(<PipelinePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sales Pipeline' })).toBeInTheDocument();
    expect(screen.getByText('Track leads and opportunities through your sales funnel')).toBeInTheDocument();
    const tiles = screen.getAllByTestId('stat-tile').map((tile) => tile.textContent);
    expect(tiles).toEqual([
      'Total Leads0Active leads',
      'Opportunities0In pipeline',
      'Conversion Rate0%This month',
      'Pipeline Value$0Total value',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(PIPELINE_TEXTS.readyTitle);
    expect(screen.getByRole('note')).toHaveTextContent('backend APIs');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
