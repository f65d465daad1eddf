// The plain values of project.ts (no zod): the billing types and statuses a screen needs before any schema.
// project.ts builds its schemas from these and re-exports them.

/** Billing types: T&M (Time & Materials), Fixed, Non-billable. */
export const BILLING_TYPES = ['T&M', 'Fixed', 'Non-billable'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** Labels of the billing types for people. */
export const BILLING_TYPE_LABELS: Record<BillingType, string> = {
  'T&M': 'Time & Materials',
  Fixed: 'Fixed',
  'Non-billable': 'Non-billable',
};

/** Project statuses. Time can be booked only on Active projects. */
export const PROJECT_STATUSES = ['Active', 'On-hold', 'Completed', 'Archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * Whether hours booked on a project of `billingType` may be billable: never on a Non-billable project
 * (its hours would count as billable in the exports and the billing summary). Also the default of an
 * entry's or grid row's Billable box for that project.
 */
export function allowsBillable(billingType: BillingType | string): boolean {
  return billingType !== 'Non-billable';
}

/** The field error of billable hours on a Non-billable project (the API's and the forms' one text). */
export function nonBillableProjectMessage(projectName: string): string {
  return `Project ${projectName} is non-billable; its hours cannot be billable`;
}
