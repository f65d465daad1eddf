import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '../../../test/render';
import { JobPostingForm } from './job-posting-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobPostingForm', () => {
  it('defaults to Full-time and Mid-level (FullTime, Mid)', () => {
    stubApi(() => null);
    renderWithProviders(<JobPostingForm onDone={() => {}} />);
    expect(screen.getByLabelText('Employment Type')).toHaveValue('FullTime');
    expect(screen.getByLabelText('Experience Level')).toHaveValue('Mid');
  });

  it('requires title, department, location and description before calling the API', async () => {
    const fetchMock = stubApi(() => null);
    renderWithProviders(<JobPostingForm onDone={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Job Posting' }));
    for (const message of ['Title is required', 'Department is required', 'Location is required', 'Description is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Job Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the posting with the skills as a list', async () => {
    const fetchMock = stubApi((_url, init) => ({ id: '1', ...JSON.parse(String(init?.body)) }));
    const onDone = vi.fn();
    renderWithProviders(<JobPostingForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/Job Title/), 'Platform Engineer');
    await userEvent.type(screen.getByLabelText(/Department/), 'Platform');
    await userEvent.type(screen.getByLabelText(/Location/), 'Pune');
    await userEvent.selectOptions(screen.getByLabelText('Experience Level'), 'Senior');
    await userEvent.type(screen.getByLabelText('Required Skills'), 'Go, Kubernetes, ');
    await userEvent.type(screen.getByLabelText(/Description/), 'Run the platform.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Job Posting' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/v1\/hire\/jobs$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Platform Engineer',
      department: 'Platform',
      location: 'Pune',
      employmentType: 'FullTime',
      experienceLevel: 'Senior',
      requiredSkills: ['Go', 'Kubernetes'],
      description: 'Run the platform.',
    });
  });
});
