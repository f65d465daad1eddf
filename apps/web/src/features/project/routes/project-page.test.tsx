import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROJECT_TEXTS } from '../texts';
import { ProjectPage } from './project-page';

describe('ProjectPage', () => {
  it('shows zero counts and the ready-for-implementation note', () => {
    render(<ProjectPage />);
    expect(screen.getByRole('heading', { level: 1, name: PROJECT_TEXTS.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('stat-tile').map((tile) => tile.textContent)).toEqual(
      PROJECT_TEXTS.tiles.map((tile) => `${tile.label}0${tile.caption}`),
    );
    expect(screen.getByRole('note')).toHaveTextContent(PROJECT_TEXTS.readyTitle);
  });
});
