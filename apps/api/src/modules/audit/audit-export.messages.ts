import type { AUDIT_EXPORT_COLUMNS } from '@apps/contracts/core/audit';
import type { MessageDescriptor } from '../../lib/i18n';

/** The audit export's column headers, by their English text (`AUDIT_EXPORT_COLUMNS` of @apps/contracts). */
export const auditColumnMessages = {
  Time: { id: 'audit.export.column.time', defaultMessage: 'Time' },
  Actor: { id: 'audit.export.column.actor', defaultMessage: 'Actor' },
  'Actor id': { id: 'audit.export.column.actorId', defaultMessage: 'Actor id' },
  Action: { id: 'audit.export.column.action', defaultMessage: 'Action' },
  'Subject type': { id: 'audit.export.column.subjectType', defaultMessage: 'Subject type' },
  'Subject id': { id: 'audit.export.column.subjectId', defaultMessage: 'Subject id' },
  Subject: { id: 'audit.export.column.subject', defaultMessage: 'Subject' },
  Before: { id: 'audit.export.column.before', defaultMessage: 'Before' },
  After: { id: 'audit.export.column.after', defaultMessage: 'After' },
} as const satisfies Record<(typeof AUDIT_EXPORT_COLUMNS)[number], MessageDescriptor>;

/** The sheet's name and the actor names that are not a person's. */
export const auditExportMessages = {
  sheet: { id: 'audit.export.sheet', defaultMessage: 'Audit log' },
  system: { id: 'audit.export.system', defaultMessage: 'System' },
  provisioningToken: { id: 'audit.export.provisioningToken', defaultMessage: 'Provisioning token: {name}' },
} as const satisfies Record<string, MessageDescriptor>;
