import { describe, expect, it } from 'vitest';
import { canonicalId, hasControlCharacter, IdSchema, oneLineText, requiredText, sameId, STORABLE_TEXT_MESSAGES, storableText } from './common';
import { DevTokenRequestSchema } from './core/auth';
import { CreateScimTokenSchema } from './core/provisioning';
import { ProfileLineSchema } from './core/user';
import { CreateCareerGoalSchema } from './grow/career-goal';
import { CreateLearningPathSchema } from './grow/learning-path';
import { optionalText } from './grow/page';
import { CreateKeyResultSchema, CreateOkrSchema, UpdateOkrSchema } from './grow/okr';
import { SelfAssessmentSchema } from './grow/review';
import { CandidateFieldSchemas } from './hire/candidate';
import { JobFieldSchemas } from './hire/job-posting';
import { CalendarLocationSchema, CreateHolidaySchema } from './mytime/holiday';
import { CreateLeaveRequestSchema } from './mytime/leave';
import { SaveProjectSchema } from './mytime/project';
import { RejectSchema } from './mytime/timesheet';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('storableText', () => {
  it.each([
    ['markup', '<script>alert("x")</script>'],
    ['quotes and SQL', `'); DROP TABLE users; -- \\ %_`],
    ['bidirectional and invisible characters', '\u202Eabc\u202C \u200B\u200D\uFEFF\u00AD'],
    ['emoji (surrogate pairs)', '\u{1F680} \u{1F469}\u{1F3FD}\u200D\u{1F4BB} \u{10FFFD}'],
    ['combining marks, not normalized', 'e\u0301 \u00E9'],
    ['other control characters', 'a\u0001\u0007\u001B[31m\tb\r\nc'],
  ])('keeps %s exactly', (_kind, value) => {
    expect(storableText().parse(value)).toBe(value);
  });

  it.each([
    ['NUL', 'a\u0000b', STORABLE_TEXT_MESSAGES.nul],
    ['a lone high surrogate', 'a\uD83Db', STORABLE_TEXT_MESSAGES.surrogate],
    ['a lone high surrogate at the end', 'ab\uD83D', STORABLE_TEXT_MESSAGES.surrogate],
    ['a lone low surrogate', '\uDE80ab', STORABLE_TEXT_MESSAGES.surrogate],
    ['a pair in the wrong order', 'a\uDE80\uD83Db', STORABLE_TEXT_MESSAGES.surrogate],
  ])('refuses %s', (_kind, value, message) => {
    expect(messages(storableText().safeParse(value))).toEqual([message]);
  });
});

describe('oneLineText', () => {
  it.each([
    ['a line feed', 'Ann\nSmith'],
    ['a carriage return', 'Ann\rBcc: x@example.com'],
    ['a tab', 'Ann\tSmith'],
    ['an escape sequence', 'Ann\u001B[31m'],
    ['DEL', 'Ann\u007F'],
    ['a C1 control', 'Ann\u0085Smith'],
  ])('refuses %s inside the text', (_kind, value) => {
    expect(messages(oneLineText(100).safeParse(value))).toEqual([STORABLE_TEXT_MESSAGES.oneLine]);
  });

  it('trims the edges and keeps other characters exactly', () => {
    expect(oneLineText(100).parse('  Zoë O\'Brien-\u{1F680}\n')).toBe("Zoë O'Brien-\u{1F680}");
    expect(hasControlCharacter('\u202Eabc')).toBe(false);
  });
});

describe('every free-text input is storable', () => {
  const schemas = {
    requiredText: requiredText(100),
    'optionalText (Grow)': optionalText(100),
    'candidate currentRole': CandidateFieldSchemas.currentRole,
    'key result unit': CreateKeyResultSchema.shape.unit,
    'dev sign-in name': DevTokenRequestSchema.shape.name,
  };

  it.each(Object.entries(schemas))('%s refuses NUL and lone surrogates and keeps the rest', (_name, schema) => {
    expect(schema.safeParse('a\u0000b').success).toBe(false);
    expect(schema.safeParse('a\uD800b').success).toBe(false);
    expect(schema.parse('\u{1F680} <b>ok</b>')).toBe('\u{1F680} <b>ok</b>');
  });

  it('still trims and bounds required text', () => {
    expect(requiredText(5).parse('  abc  ')).toBe('abc');
    expect(requiredText(5).safeParse('   ').success).toBe(false);
    expect(requiredText(5).safeParse('abcdef').success).toBe(false);
  });
});

describe('every one-line input refuses control characters', () => {
  const careerGoal = CreateCareerGoalSchema.shape;
  const learningPath = CreateLearningPathSchema.shape;
  const schemas = {
    'dev sign-in name': DevTokenRequestSchema.shape.name,
    'profile line (job title, department, office)': ProfileLineSchema,
    'SCIM token name': CreateScimTokenSchema.shape.name,
    'project name': SaveProjectSchema.shape.name,
    'project code': SaveProjectSchema.shape.code,
    'project client name': SaveProjectSchema.shape.clientName,
    'holiday name': CreateHolidaySchema.shape.name,
    'holiday calendar (office location)': CalendarLocationSchema,
    'job title': JobFieldSchemas.title,
    'job department': JobFieldSchemas.department,
    'job location': JobFieldSchemas.location,
    'job skill': JobFieldSchemas.requiredSkills.in.element,
    'candidate full name': CandidateFieldSchemas.fullName,
    'candidate current role': CandidateFieldSchemas.currentRole,
    'candidate current company': CandidateFieldSchemas.currentCompany,
    'candidate source': CandidateFieldSchemas.source,
    'OKR objective': CreateOkrSchema.shape.objective,
    'OKR objective (edit)': UpdateOkrSchema.shape.objective,
    'key result description': CreateKeyResultSchema.shape.description,
    'key result unit': CreateKeyResultSchema.shape.unit,
    'career goal current role': careerGoal.currentRole,
    'career goal target role': careerGoal.targetRole,
    'milestone title': careerGoal.milestones.element.shape.title,
    'learning path title': learningPath.title,
    'learning path module title': learningPath.modules.element.shape.title,
  };

  it.each(Object.entries(schemas))('%s refuses line breaks, tabs and other controls and keeps one line', (_name, schema) => {
    for (const value of ['Ann\r\nBcc: x@example.com', 'Ann\tSmith', 'Ann\u0000Smith', 'Ann\u001B[31m', 'Ann\u0085Smith']) {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(schema.safeParse('Ann-Smith_2').success).toBe(true);
  });

  const freeText = {
    'job description': JobFieldSchemas.description,
    'leave reason': CreateLeaveRequestSchema.shape.reason,
    'timesheet rejection reason': RejectSchema.shape.reason,
    'self-assessment achievements': SelfAssessmentSchema.shape.achievements,
    'learning path description': learningPath.description,
  };

  it.each(Object.entries(freeText))('%s keeps line breaks and tabs', (_name, schema) => {
    expect(schema.parse('First line\r\nSecond line\n\tindented')).toBe('First line\r\nSecond line\n\tindented');
  });
});

describe('ids', () => {
  const id = '0b7c2a1e-4f3d-4c2b-9a8e-1d2c3b4a5f60';

  it('IdSchema accepts any letter case and parses to the canonical lower-case id', () => {
    expect(IdSchema.parse(id.toUpperCase())).toBe(id);
    expect(IdSchema.parse('0B7c2A1e-4F3d-4C2b-9A8e-1D2c3B4a5F60')).toBe(id);
    expect(canonicalId(id.toUpperCase())).toBe(id);
  });

  it('IdSchema refuses what is not a UUID', () => {
    for (const value of ['', 'abc', `${id}0`, id.replace(/-/g, ''), ` ${id}`, '0b7c2a1e-4f3d-4c2b-9a8e-1d2c3b4a5g60']) {
      expect(IdSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('sameId compares canonically, and a missing id is never the same', () => {
    expect(sameId(id, id.toUpperCase())).toBe(true);
    expect(sameId(id, '0b7c2a1e-4f3d-4c2b-9a8e-1d2c3b4a5f61')).toBe(false);
    expect(sameId(null, null)).toBe(false);
    expect(sameId(undefined, id)).toBe(false);
  });
});
