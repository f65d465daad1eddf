import { REJECTION_REASON_REQUIRED } from '@apps/contracts/mytime/timesheet';

/**
 * MyTime UI texts, verbatim from SPEC.md sections 2, 5, 6 and 8 where the spec gives them (tests
 * import them). Texts the spec leaves open are marked "ours".
 */
export const MYTIME_TEXTS = {
  nav: { dashboard: 'Dashboard', timesheet: 'Timesheet', leave: 'Leave', projects: 'Projects', projectManagement: 'Project Management', approvals: 'Approvals' },
  dashboard: {
    title: 'MyTime Dashboard',
    hoursThisWeek: 'Hours This Week',
    outOf: (target: string) => `out of ${target}`,
    pendingTimesheets: 'Pending Timesheets',
    awaitingApproval: 'awaiting approval',
    leaveBalance: 'Leave Balance',
    days: 'days',
    upcomingLeaves: 'Upcoming Leaves',
    recentTimesheets: 'Recent Timesheets',
    leaveBalances: 'Leave Balances',
    timesheetsFailed: 'Failed to load timesheets. Using default values.',
    balancesFailed: 'Failed to load leave balances. Using default values.',
  },
  timesheet: {
    title: 'Timesheets',
    newTimesheet: 'New Timesheet',
    submit: 'Submit',
    addEntry: 'Add Entry',
    fillRequired: 'Please fill all required fields',
    created: 'Timesheet created successfully',
    createFailed: 'Failed to create timesheet',
    entryAdded: 'Time entry added',
    addEntryFailed: 'Failed to add time entry',
    entryDeleted: 'Time entry deleted',
    deleteEntryFailed: 'Failed to delete time entry',
    submitted: 'Timesheet submitted for approval',
    submitFailed: 'Failed to submit timesheet',
    empty: 'No timesheets found',
    total: 'Total',
    billable: 'Billable',
    nonBillable: 'Non-billable',
    // ours: SPEC.md section 4 asks for "a message to correct and resubmit"
    rejected: 'Timesheet rejected',
    correctAndResubmit: 'Please correct the entries and submit the timesheet again.',
    noEntries: 'No time entries yet',
    selectTimesheet: 'Select a timesheet',
    date: 'Date',
    project: 'Project',
    selectProject: 'Select a project',
    taskDescription: 'Task description',
    hours: 'Hours',
    category: 'Category',
  },
  leave: {
    title: 'Leave',
    requestLeave: 'Request Leave',
    fillRequired: 'Please fill all required fields',
    submitted: 'Leave request submitted successfully',
    cancelled: 'Leave request cancelled',
    empty: 'No leave requests found',
    cancel: 'Cancel',
    myRequests: 'My Leave Requests',
    // ours
    submitFailed: 'Failed to submit leave request',
    cancelFailed: 'Failed to cancel leave request',
    cancelTitle: 'Cancel Leave Request',
    cancelMessage: 'Cancel this leave request? Your manager will no longer see it.',
    rejectionReason: 'Rejection reason',
    leaveType: 'Leave type',
    startDate: 'Start date',
    endDate: 'End date',
    reason: 'Reason',
    workingDays: (days: string) => `${days} working day(s), Monday to Friday`,
    close: 'Close',
    submitRequest: 'Submit Request',
  },
  projects: {
    title: 'Projects',
    empty: 'No projects found',
    managementTitle: 'Project Management',
    noPermission: "You don't have permission to manage projects",
    created: 'Project created successfully',
    updated: 'Project updated successfully',
    createFailed: 'Failed to create project',
    updateFailed: 'Failed to update project',
    fillRequired: 'Please fill all required fields',
    newProject: 'New Project',
    selectEmployee: 'Please select an employee',
    assignEmployee: 'Assign Employee',
    editTitle: (name: string) => `Edit ${name}`,
    formLabel: 'Project',
    name: 'Name',
    code: 'Code',
    clientName: 'Client name',
    projectManager: 'Project manager',
    billingType: 'Billing type',
    status: 'Status',
    startDate: 'Start date',
    endDate: 'End date',
    cancel: 'Cancel',
    saveChanges: 'Save Changes',
    createProject: 'Create Project',
    employee: 'Employee',
    chooseEmployee: 'Select an employee',
    role: 'Role',
    demoOnly: 'Demo only: assignments are kept on this page and not saved.',
    assign: 'Assign',
  },
  approvals: {
    title: 'Approvals',
    noPermission: "You don't have permission to approve timesheets",
    empty: 'No pending approvals',
    approve: 'Approve',
    reject: 'Reject',
    reasonRequired: REJECTION_REASON_REQUIRED,
    reason: 'Reason',
    cancel: 'Cancel',
    approved: 'Timesheet approved successfully',
    rejected: 'Timesheet rejected successfully',
    approveFailed: 'Failed to approve timesheet',
    rejectFailed: 'Failed to reject timesheet',
    // ours: the spec names no leave-approval toasts
    leaveApproved: 'Leave request approved successfully',
    leaveRejected: 'Leave request rejected successfully',
    leaveApproveFailed: 'Failed to approve leave request',
    leaveRejectFailed: 'Failed to reject leave request',
  },
} as const;

/** Employee assignment roles of the project management dialog (SPEC.md section 3; local demo only). */
export const ASSIGNMENT_ROLES = ['Developer', 'Tester', 'Designer', 'Tech Lead', 'Architect'] as const;

/** Display labels of the time entry categories (the values stay those of SPEC.md section 3). */
export const CATEGORY_LABELS: Record<string, string> = { CodeReview: 'Code Review' };

/** A category as people read it. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category;
}
