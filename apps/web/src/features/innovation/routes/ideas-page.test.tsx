import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SAMPLE_IDEAS } from '../sample-ideas';
import { INNOVATION_TEXTS } from '../texts';
import { IdeasPage } from './ideas-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <IdeasPage />
    </MemoryRouter>,
  );
}

const titles = () => screen.queryAllByTestId('idea-card').map((card) => within(card).getByRole('heading').textContent);

describe('IdeasPage', () => {
  it('shows every sample idea with category, status, submitter, date, votes and comments', () => {
    renderPage();
    expect(screen.getAllByTestId('idea-card')).toHaveLength(SAMPLE_IDEAS.length);
    const first = screen.getAllByTestId('idea-card')[0]!;
    expect(first).toHaveTextContent('AI/ML');
    expect(first).toHaveTextContent('Under Review');
    expect(first).toHaveTextContent('Arjun Reddy');
    expect(first).toHaveTextContent('May 12, 2025');
    expect(first).toHaveTextContent('42 votes');
    expect(first).toHaveTextContent('15 comments');
    expect(screen.getByText(INNOVATION_TEXTS.showing(SAMPLE_IDEAS.length, SAMPLE_IDEAS.length))).toBeInTheDocument();
  });

  it('offers all and the five statuses', () => {
    renderPage();
    const status = screen.getByLabelText(INNOVATION_TEXTS.statusLabel);
    expect(within(status).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([
      'all',
      'Draft',
      'Submitted',
      'Under Review',
      'Approved',
      'Rejected',
    ]);
  });

  it('filters by text over title and description combined with the status', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(INNOVATION_TEXTS.searchLabel), 'cloud');
    expect(titles()).toEqual(['Self-service cloud sandbox', 'Green computing dashboard']);

    await user.selectOptions(screen.getByLabelText(INNOVATION_TEXTS.statusLabel), 'Under Review');
    expect(titles()).toEqual(['Green computing dashboard']);
    expect(screen.getByText(INNOVATION_TEXTS.showing(1, SAMPLE_IDEAS.length))).toBeInTheDocument();

    await user.clear(screen.getByLabelText(INNOVATION_TEXTS.searchLabel));
    expect(titles()).toEqual(['AI-assisted code review bot', 'Green computing dashboard']);
  });

  it('shows the empty state when nothing matches, and Clear filters brings every idea back', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(INNOVATION_TEXTS.searchLabel), 'cloud');
    await user.selectOptions(screen.getByLabelText(INNOVATION_TEXTS.statusLabel), 'Rejected');
    expect(titles()).toEqual([]);
    expect(screen.getByText(INNOVATION_TEXTS.noIdeas)).toBeInTheDocument();
    expect(screen.getByText(INNOVATION_TEXTS.noIdeasHint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: INNOVATION_TEXTS.clearFilters }));
    expect(screen.getAllByTestId('idea-card')).toHaveLength(SAMPLE_IDEAS.length);
    expect(screen.getByLabelText(INNOVATION_TEXTS.searchLabel)).toHaveValue('');
  });
});
