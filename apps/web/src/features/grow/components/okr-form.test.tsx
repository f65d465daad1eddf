import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { renderWithProviders, stubApi } from '../../../test/render';
import { OkrForm } from './okr-form';

function renderForm() {
  useAuthStore.setState({ user: { id: 'me-1', email: 'me@company.example', azureId: null, name: 'Me', avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2026-01-01T00:00:00.000Z' } });
  const onDone = vi.fn();
  const fetchMock = stubApi((_url, init) => ({ id: 'new', ...(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>) }));
  renderWithProviders(<OkrForm onDone={onDone} />);
  return { onDone, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OkrForm (SPEC.md section 5)', () => {
  it('defaults to the current quarter and year and one key result with target 100 and unit %', () => {
    renderForm();
    const now = new Date();
    expect(screen.getByLabelText('Quarter')).toHaveValue(String(Math.floor(now.getMonth() / 3) + 1));
    expect(screen.getByLabelText('Year')).toHaveValue(now.getFullYear());
    expect(screen.getByLabelText('Target')).toHaveValue(100);
    expect(screen.getByLabelText('Unit')).toHaveValue('%');
    expect(screen.queryByRole('button', { name: /Remove key result/ })).toBeNull();
  });

  it('shows Remove only while more than one key result exists', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Key Result' }));
    expect(screen.getAllByRole('button', { name: /Remove key result/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove key result 2' }));
    expect(screen.queryByRole('button', { name: /Remove key result/ })).toBeNull();
  });

  it('requires the objective and each key result description and target, without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderForm();
    await user.clear(screen.getByLabelText('Target'));
    await user.click(screen.getByRole('button', { name: 'Create OKR' }));
    expect(await screen.findByText('Objective is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Target is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the objective, period and key results, then closes', async () => {
    const user = userEvent.setup();
    const { fetchMock, onDone } = renderForm();
    await user.type(screen.getByLabelText('Objective'), 'Ship Grow');
    await user.selectOptions(screen.getByLabelText('Quarter'), '3');
    await user.type(screen.getByLabelText('Key result 1'), 'Screens done');
    await user.click(screen.getByRole('button', { name: 'Create OKR' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/grow\/okrs$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      employeeId: 'me-1',
      objective: 'Ship Grow',
      quarter: 3,
      year: new Date().getFullYear(),
      keyResults: [{ description: 'Screens done', target: 100, unit: '%' }],
    });
  });
});
