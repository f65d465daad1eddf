import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBanner, toBannerError } from './error-banner';

afterEach(() => {
  vi.useRealTimers();
});

describe('ErrorBanner (SPEC.md section 8)', () => {
  it('lists field errors', () => {
    render(<ErrorBanner error={{ message: 'Validation failed', validationErrors: { StartDate: ['Required'], Reason: ['Too short', 'Blank'] } }} />);
    expect(screen.getByText('Please fix below validation error(s)')).toBeInTheDocument();
    expect(screen.getByText('StartDate')).toBeInTheDocument();
    expect(screen.getByText(/Too short, Blank/)).toBeInTheDocument();
  });

  it("shows 'Unexpected Error' with the trace id, Copy and 'Copied!' for 2 seconds", () => {
    vi.useFakeTimers();
    Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => {}) } });
    render(<ErrorBanner error={{ message: 'Boom', traceId: 'abc-123' }} />);
    expect(screen.getByText('Unexpected Error')).toBeInTheDocument();
    expect(screen.getByText('abc-123')).toBeInTheDocument();
    expect(screen.getByText('Please provide this trace ID when contacting support.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('abc-123');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("otherwise shows 'Error' and the message, and can be dismissed", () => {
    const onDismiss = vi.fn();
    render(<ErrorBanner error={{ message: 'Something failed' }} onDismiss={onDismiss} />);
    expect(screen.getByText('Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('keeps the trace id only for faults', () => {
    expect(toBannerError({ message: 'x', status: 409, traceId: 't' })?.traceId).toBeNull();
    expect(toBannerError({ message: 'x', status: 500, traceId: 't' })?.traceId).toBe('t');
  });

  it("writes an imported file's lines as 'Line 4', the same word as the import screens", () => {
    render(<ErrorBanner error={{ message: 'Validation failed', validationErrors: { 'line 4': ['2026-01-26 is already a holiday on line 2'], file: ['Empty file'] } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Line 4: 2026-01-26 is already a holiday on line 2');
    expect(screen.getByRole('alert')).toHaveTextContent('File: Empty file');
    expect(screen.getByRole('alert')).not.toHaveTextContent('line 4:');
  });
});
