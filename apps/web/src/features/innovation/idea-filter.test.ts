import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterIdeas } from './idea-filter';
import { IDEA_STATUSES, SAMPLE_IDEAS } from './sample-ideas';

describe('SAMPLE_IDEAS', () => {
  it('holds at least eight ideas covering every status, with unique ids', () => {
    expect(SAMPLE_IDEAS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SAMPLE_IDEAS.map((idea) => idea.status))).toEqual(new Set(IDEA_STATUSES));
    expect(new Set(SAMPLE_IDEAS.map((idea) => idea.id)).size).toBe(SAMPLE_IDEAS.length);
  });
});

describe('filterIdeas', () => {
  it('returns every idea without a filter', () => {
    expect(filterIdeas(SAMPLE_IDEAS, { search: '   ', status: 'all' })).toEqual(SAMPLE_IDEAS);
  });

  it('matches the search in the title or the description, ignoring case', () => {
    expect(filterIdeas(SAMPLE_IDEAS, { search: 'CLOUD', status: 'all' }).map((i) => i.id)).toEqual(['idea-2', 'idea-8']);
    expect(filterIdeas(SAMPLE_IDEAS, { search: 'pull requests', status: 'all' }).map((i) => i.id)).toEqual(['idea-1']);
  });

  it('combines the search with the status', () => {
    expect(filterIdeas(SAMPLE_IDEAS, { search: 'request', status: 'all' }).map((i) => i.id)).toEqual(['idea-1', 'idea-7']);
    expect(filterIdeas(SAMPLE_IDEAS, { search: 'request', status: 'Submitted' }).map((i) => i.id)).toEqual(['idea-7']);
    expect(filterIdeas(SAMPLE_IDEAS, { search: 'cloud', status: 'Rejected' })).toEqual([]);
  });

  it('keeps exactly the ideas that satisfy both conditions, in order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.constantFrom('all' as const, ...IDEA_STATUSES), (search, status) => {
        const result = filterIdeas(SAMPLE_IDEAS, { search, status });
        const needle = search.trim().toLowerCase();
        const expected = SAMPLE_IDEAS.filter(
          (idea) =>
            (status === 'all' || idea.status === status) &&
            [idea.title, idea.description].some((text) => text.toLowerCase().includes(needle)),
        );
        expect(result).toEqual(expected);
      }),
    );
  });
});
