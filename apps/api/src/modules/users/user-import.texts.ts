import { USER_IMPORT_LIMIT_MESSAGES, USER_IMPORT_MESSAGES } from '@apps/contracts/core/user-import';
import { exactly, type LineErrorTexts } from '../../lib/line-error-texts';
import { userImportMessages as M, usersRefusal } from './refusal.messages';

/** The people import's line errors by their English shape (user-import.plan.ts writes them in the file-parse pool). */
export const userImportTexts: LineErrorTexts = {
  refusal: usersRefusal,
  shapes: [
    { shape: exactly(USER_IMPORT_MESSAGES.empty), message: M.empty },
    { shape: exactly(USER_IMPORT_MESSAGES.noEmailColumn), message: M.noEmailColumn },
    { shape: /^Unknown column "(.*)"; the columns are (.+)$/s, message: M.unknownColumn, groups: ['name', 'columns'] },
    { shape: /^Column "(.*)" appears twice$/s, message: M.duplicateColumn, groups: ['name'] },
    { shape: /^email: the same person is on line (\d+)$/, message: M.duplicateEmail, groups: ['line'] },
    {
      shape: /^roles: "(.*)" is not a role; write <Role>\.<module> \(for example Employee\.mytime\), separated by ;$/s,
      message: M.roleUnknown,
      groups: ['value'],
      fixed: { form: '<Role>.<module>', example: 'Employee.mytime' },
    },
    {
      shape: /^roles: "(.*)": (.+); write it on all \(for example Admin\.all\)$/s,
      message: M.roleOnAllOnly,
      groups: ['value', 'reason'],
      translated: ['reason'],
      fixed: { example: 'Admin.all' },
    },
    { shape: exactly(USER_IMPORT_MESSAGES.managerUnknown), message: M.managerUnknown },
    { shape: exactly(USER_IMPORT_MESSAGES.managerSelf), message: M.managerSelf },
    { shape: exactly(USER_IMPORT_MESSAGES.managerCycle), message: M.managerCycle },
    { shape: exactly('email: must be a valid e-mail address'), message: M.emailInvalid },
    { shape: exactly('email: must be at most 254 characters'), message: M.emailTooLong },
    { shape: exactly('email: required'), message: M.emailRequired },
    { shape: exactly('managerEmail: must be a valid e-mail address'), message: M.managerEmailInvalid },
    { shape: exactly(USER_IMPORT_LIMIT_MESSAGES.tooManyRows), message: M.tooManyRows },
  ],
};
