import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@apps/contracts/core/user';
import { aUser } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { matchesWords, PersonPicker } from './person-picker';

afterEach(() => {
  vi.unstubAllGlobals();
});

const aarav = aUser({ id: '00000000-0000-4000-8000-00000000000a', name: 'Aarav Mehta', email: 'aarav@example.com' });
const lina = aUser({ id: '00000000-0000-4000-8000-00000000000b', name: 'Line Manager 1fb06d', email: 'line.1fb06d@example.com' });

const envelope = (items: User[]) =>
  new Response(
    JSON.stringify({ success: true, data: { items, total: items.length, limit: 9, offset: 0 }, error: null, validationErrors: null, traceId: 't', timestamp: '' }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('matchesWords (the picker between two answers)', () => {
  it('needs every typed word to begin a word of the name or e-mail, in any case', () => {
    expect(matchesWords(lina, '')).toBe(true);
    expect(matchesWords(lina, 'line 1FB')).toBe(true);
    expect(matchesWords(lina, 'manager line')).toBe(true);
    expect(matchesWords(lina, 'ine')).toBe(false);
    expect(matchesWords(aarav, 'Line Manager 1fb06d')).toBe(false);
    expect(matchesWords(aarav, 'aarav@exa')).toBe(true);
  });
});

describe('PersonPicker', () => {
  it('never offers an earlier answer\'s people the typed text does not name: a quick Enter picks nobody wrong', async () => {
    let answerSearch: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const search = new URL(String(input), 'http://localhost').searchParams.get('search');
        if (!search) return Promise.resolve(envelope([aarav, lina]));
        return new Promise<Response>((resolve) => {
          answerSearch = () => resolve(envelope([lina]));
        });
      }),
    );
    const onChange = vi.fn();
    renderWithProviders(
      <PersonPicker value={null} onChange={onChange} clearLabel="Remove manager" texts={{ results: 'People', failed: 'Failed', noMatch: 'No match' }} inputProps={{ id: 'manager' }} />,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    expect(await screen.findByRole('option', { name: /Aarav Mehta/ })).toBeInTheDocument();

    fireEvent.change(input, { target: { value: 'Line Manager 1fb06d' } });
    // The first answer is still the one on screen: only Line Manager, whom the text names, is offered.
    expect(screen.queryByRole('option', { name: /Aarav Mehta/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Line Manager 1fb06d/ })).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(lina);
    answerSearch?.();
  });

  it('says nothing matches only once the answer for the typed text is in', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(envelope([]))));
    renderWithProviders(
      <PersonPicker value={null} onChange={() => {}} clearLabel="Remove manager" texts={{ results: 'People', failed: 'Failed', noMatch: 'No match' }} inputProps={{ id: 'manager' }} />,
    );
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    await waitFor(() => expect(screen.getByText('No match')).toBeVisible());
  });
});
