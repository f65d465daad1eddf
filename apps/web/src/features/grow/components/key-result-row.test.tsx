import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyResult } from '@apps/contracts/grow/okr';
import { renderWithProviders, stubApi } from '../../../test/render';
import { KeyResultRow } from './key-result-row';

const keyResult: KeyResult = { id: 'kr-1', description: 'Components published', target: 40, unit: 'components', current: 12, progress: 30 };

function renderRow() {
  const fetchMock = stubApi(() => ({}));
  renderWithProviders(
    <ul>
      <KeyResultRow okrId="okr-1" keyResult={keyResult} editable />
    </ul>,
  );
  return { fetchMock, input: screen.getByLabelText('Current value of Components published') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KeyResultRow current value (SPEC.md section 5)', () => {
  it('is bounded 0 to the target', () => {
    const { input } = renderRow();
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('max', '40');
  });

  it('sends nothing when the field loses focus unchanged', async () => {
    const user = userEvent.setup();
    const { fetchMock, input } = renderRow();
    await user.click(input);
    await user.tab();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new value once when the field loses focus after a change', async () => {
    const user = userEvent.setup();
    const { fetchMock, input } = renderRow();
    await user.clear(input);
    await user.type(input, '20');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.tab();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/v1\/grow\/okrs\/okr-1\/key-results\/kr-1$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ current: 20 });
  });

  it('refuses a value above the target without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock, input } = renderRow();
    await user.clear(input);
    await user.type(input, '41');
    await user.tab();
    expect(await screen.findByText('Enter a value from 0 to 40')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
