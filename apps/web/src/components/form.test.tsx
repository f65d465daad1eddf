import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('Form primitive (one form primitive)', () => {
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

  it("shows the server's validationErrors once: under their fields (by name, server name, or another case), the banner only for the rest", async () => {
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
    const banner = screen.getByText('Please fix below validation error(s)').parentElement!;
    expect(banner).toHaveTextContent('employeeId: Must be you');
    expect(banner).not.toHaveTextContent('Title is taken');
    expect(banner).not.toHaveTextContent('Too many skills');
    expect(screen.getAllByText('Title is taken')).toHaveLength(1);
    expect(screen.getAllByText('Too many skills')).toHaveLength(1);
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Engineer', skills: '', remote: false });
  });

  it('clears the server errors when the next submit succeeds', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Validation failed', 400, { title: ['Title is taken'], employeeId: ['Must be you'] }))
      .mockResolvedValueOnce(undefined);
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fix below validation error(s)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByText('Please fix below validation error(s)')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
  });

  it('a form that opens scrolls into view and focuses its first field; a plain form takes no focus', () => {
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

  it('focuses the first invalid field, of the schema or of the server', async () => {
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

  it('shows no banner when every server error has its field: each message once, under its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Validation failed', 400, { title: ['Ends before it starts'] });
    });
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Ends before it starts')).toHaveLength(1);
    expect(screen.queryByText('Please fix below validation error(s)')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows an error without fields in the banner', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('This timesheet was already submitted', 409);
    });
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ErrorThis timesheet was already submitted');
  });

  it('shows a message several fields share once, above them, and marks each field', async () => {
    const Required = z.object({ start: z.string().min(1, 'Please fill all required fields'), end: z.string().min(1, 'Please fill all required fields'), note: z.string().min(1, 'Please fill all required fields') });
    function RequiredForm() {
      const form = useZodForm(Required, { defaultValues: { start: '', end: '', note: '' } });
      return (
        <Form form={form} idPrefix="leave" aria-label="Leave" onSubmit={() => {}}>
          {(['start', 'end', 'note'] as const).map((name) => (
            <FormField key={name} name={name} label={name} required>
              {(control) => <input className={INPUT_CLASS} {...control} />}
            </FormField>
          ))}
          <button type="submit">Save</button>
        </Form>
      );
    }
    render(<RequiredForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'note' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please fill all required fields']);
    const visible = screen.getAllByText('Please fill all required fields').filter((element) => !element.classList.contains('sr-only'));
    expect(visible).toHaveLength(1);
    for (const name of ['start', 'end', 'note']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Please fill all required fields');
    }
  });

  it('no form toasts what the form already shows when the schema refuses (onInvalid never toasts)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
          const source = readFileSync(file, 'utf8');
          if (/onInvalid=\{[^}]*toast/.test(source)) offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
