import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTimeOffWeek, aTimesheet } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { APPROVAL_TEXTS } from '../approval-texts';
import { TimesheetDetail } from './timesheet-detail';

// The employee reads the approver's comment on their approved timesheet.

function envelope(data: unknown) {
  return Response.json({ success: true, data, error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' });
}

afterEach(() => vi.unstubAllGlobals());

describe("The approver's comment on the employee's timesheet", () => {
  it('shows the comment of an approved timesheet', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(aTimeOffWeek())));
    renderWithProviders(<TimesheetDetail timesheet={aTimesheet({ status: 'Approved', approvalComment: 'Great detail, thanks' })} projects={[]} />);
    expect(await screen.findByText(APPROVAL_TEXTS.commentHeading)).toBeInTheDocument();
    expect(screen.getByTestId('approval-comment')).toHaveTextContent('Great detail, thanks');
  });

  it('shows nothing without a comment', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(aTimeOffWeek())));
    renderWithProviders(<TimesheetDetail timesheet={aTimesheet({ status: 'Approved' })} projects={[]} />);
    expect(await screen.findByTestId('timesheet-detail')).toBeInTheDocument();
    expect(screen.queryByText(APPROVAL_TEXTS.commentHeading)).not.toBeInTheDocument();
  });
});
