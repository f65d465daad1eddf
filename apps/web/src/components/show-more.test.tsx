import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowMore, useShownInSteps } from './show-more';

const PEOPLE = Array.from({ length: 250 }, (_, i) => `person ${i + 1}`);

function Harness() {
  const [filter, setFilter] = useState('');
  const shown = PEOPLE.filter((p) => p.includes(filter));
  const list = useShownInSteps(shown, 100, filter);
  return (
    <div>
      <input aria-label="Filter" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <ul aria-label="People">
        {list.visible.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <ShowMore shown={list.visible.length} total={list.total} noun="people" onMore={list.showMore} />
    </div>
  );
}

describe('ShowMore and useShownInSteps', () => {
  it('renders the first step, adds a step per click and hides the button when all are shown', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('Showing 100 of 250 people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(250);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('starts over at one step when the filter changes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await user.type(screen.getByLabelText('Filter'), '1');
    // 'person 1', 'person 10'..'person 19', 'person 100'..'person 199', 'person 21', ... : more than 100 match.
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText(/^Showing 100 of \d+ people$/)).toBeInTheDocument();
  });
});
