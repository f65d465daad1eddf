import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { Form, FormField, INPUT_CLASS, useZodForm } from './form';
import { FormCheckbox } from './form-controls';

const Schema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  skills: z.string(),
  remote: z.boolean(),
});

function Example({ onSubmit, onInvalid, focusOnOpen }: { onSubmit: (values: z.output<typeof Schema>) => unknown; onInvalid?: () => void; focusOnOpen?: boolean }) {
  const form = useZodForm(Schema, { defaultValues: { title: '', skills: '', remote: false } });
  return (
    <Form form={form} idPrefix="job" aria-label="Example" onSubmit={onSubmit} onInvalid={onInvalid} focusOnOpen={focusOnOpen}>
      <FormField name="title" label="Title" required>
        {(control) => <input className={INPUT_CLASS} {...control} />}
      </FormField>
      <FormField name="skills" label="Skills" serverField="requiredSkills" hint="Separate with commas">
        {(control) => <input className={INPUT_CLASS} {...control} />}
      </FormField>
      <FormCheckbox name="remote" label="Remote" />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form primitive (issue 13: one form primitive)', () => {
  it('labels each control by id and ties a hint to it', () => {
    render(<Example onSubmit={() => {}} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('id', 'job-title');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveAccessibleDescription('Separate with commas');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
  });

  it("shows the schema's message under the field, marks it invalid and does not submit", async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<Example onSubmit={onSubmit} onInvalid={onInvalid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await vi.waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(onInvalid).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's validationErrors under their fields (by name, server name, or another case) and in the banner", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Validation failed', 400, { Title: ['Title is taken'], requiredSkills: ['Too many skills'], employeeId: ['Must be you'] });
    });
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await vi.waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Title is taken');
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveAccessibleDescription('Too many skills');
    expect(screen.getByText('Please fix below validation error(s)')).toBeInTheDocument();
    expect(screen.getByText('employeeId')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Engineer', skills: '', remote: false });
  });

  it('clears the server errors when the next submit succeeds', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new ApiError('Validation failed', 400, { title: ['Title is taken'] })).mockResolvedValueOnce(undefined);
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fix below validation error(s)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByText('Please fix below validation error(s)')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
  });

  it('a form that opens scrolls into view and focuses its first field; a plain form takes no focus (issue 14 item 9)', () => {
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    const { unmount } = render(<Example onSubmit={() => {}} />);
    expect(document.body).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
    unmount();
    render(<Example onSubmit={() => {}} focusOnOpen />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('focuses the first invalid field, of the schema or of the server (issue 14 item 9)', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Validation failed', 400, { requiredSkills: ['Too many skills'] });
    });
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveFocus());
  });
});
