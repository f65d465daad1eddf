import { afterAll, beforeAll, expect, it } from 'vitest';
import { CANDIDATE_STATUSES, type CandidatePage } from '@apps/contracts/hire/candidate';
import { JOB_STATUSES, type JobPostingPage } from '@apps/contracts/hire/job-posting';
import { buildTestApp, envelope, type TestApp } from '../../../test/helper';
import { seedDemo } from '../../db/seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t.close();
});

it('seeds job postings and candidates in every status for the demo recruiter, once', async () => {
  const kavya = await t.tokenFor('kavya.nair@example.com', 'Kavya Nair');
  const jobs = envelope<JobPostingPage>(await t.request({ method: 'GET', url: '/v1/hire/jobs?limit=100', as: kavya })).data;
  const people = envelope<CandidatePage>(await t.request({ method: 'GET', url: '/v1/hire/candidates?limit=100', as: kavya })).data;
  expect(new Set(jobs.items.map((j) => j.status))).toEqual(new Set(JOB_STATUSES));
  expect(new Set(people.items.map((c) => c.status))).toEqual(new Set(CANDIDATE_STATUSES));
  expect(people.items.every((c) => c.jobTitle !== null)).toBe(true);

  await seedDemo(t.app.db);
  expect(await t.count('job_postings')).toBe(jobs.total);
  expect(await t.count('candidates')).toBe(people.total);
});
