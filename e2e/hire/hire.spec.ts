import { accessTokenOf, expect, signInAs, test } from '../fixtures';

// Each test signs in as a person it creates; the open postings of the demo organisation are read.

test('a recruiter creates a job, publishes it, sees it on the dashboard, and registers a candidate shown in rupees', async ({ page, createPerson }) => {
  const stamp = Date.now().toString(36);
  const title = `Site Reliability Engineer ${stamp}`;
  const candidateName = `Meenakshi Rao ${stamp}`;

  await signInAs(page, await createPerson({ name: 'Kavya Recruiter', roles: [{ role: 'Recruiter', module: 'hire' }] }));
  await page.getByTestId('tile-hire').click();
  await expect(page).toHaveURL(/\/hire\/dashboard$/);
  await page.getByRole('navigation', { name: 'Hire navigation' }).getByRole('link', { name: 'Jobs' }).click();

  // Create: the form defaults to FullTime and Mid; the posting starts as a Draft.
  await page.getByRole('button', { name: 'Create Job Posting' }).click();
  const form = page.getByRole('form', { name: 'Create Job Posting' });
  await expect(form.getByLabel('Employment Type')).toHaveValue('FullTime');
  await expect(form.getByLabel('Experience Level')).toHaveValue('Mid');
  await form.getByLabel('Job Title').fill(title);
  await form.getByLabel('Department').fill('Platform');
  await form.getByLabel('Location').fill('Bengaluru');
  await form.getByLabel('Required Skills').fill('Kubernetes, Observability');
  await form.getByLabel('Description').fill('Keep our internal platform fast and available.');
  await form.getByRole('button', { name: 'Create Job Posting' }).click();
  await expect(page.getByText('Job posting created successfully')).toBeVisible();

  const card = page.getByTestId('job-posting').filter({ hasText: title });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Job published successfully')).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Publish/ })).toHaveCount(0);

  // Dashboard: the new posting is among the first five open positions.
  await page.getByRole('navigation', { name: 'Hire navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('list', { name: 'Open job postings' }).getByText(title)).toBeVisible();

  // Register a candidate for it; the read-only grid shows the salary with the rupee sign, Indian grouping.
  await page.getByRole('navigation', { name: 'Hire navigation' }).getByRole('link', { name: 'Candidates' }).click();
  await page.getByRole('button', { name: 'Register Candidate' }).click();
  const register = page.getByRole('form', { name: 'Register Candidate' });
  await register.getByLabel('Full Name').fill(candidateName);
  await register.getByLabel('Email').fill(`meenakshi.${stamp}@candidate.example`);
  await register.getByLabel('Phone').fill('+91 98450 67890');
  await register.getByLabel('Current Role').fill('Site Reliability Engineer');
  await register.getByLabel('Current Company').fill('Kestrel Networks');
  await register.getByLabel('Total Experience (years)').fill('6.5');
  await register.getByLabel('Expected Salary (₹ per year)').fill('1250000');
  await expect(register.getByText('₹12,50,000 per year')).toBeVisible();
  await register.getByLabel('Job Posting').selectOption({ label: `${title} (Open)` });
  await register.getByRole('button', { name: 'Register Candidate' }).click();
  await expect(page.getByText('Candidate registered successfully')).toBeVisible();

  const candidate = page.getByTestId('candidate-card').filter({ hasText: candidateName });
  await expect(candidate.getByText('₹12,50,000 / year')).toBeVisible();
  await expect(candidate.getByText('New', { exact: true })).toBeVisible();
  await expect(candidate.getByText(title)).toBeVisible();
  await expect(candidate.getByRole('button')).toHaveCount(0);
});

test('an employee reads open postings only and gets no candidate data (API 403)', async ({ page, request, createPerson }) => {
  await signInAs(page, await createPerson({ roles: [{ role: 'Employee', module: 'hire' }] }));
  await page.goto('/hire/jobs');
  await expect(page.getByRole('heading', { name: 'Job Postings' })).toBeVisible();
  await expect(page.getByTestId('job-posting').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Job Posting' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Publish/ })).toHaveCount(0);
  for (const badge of await page.getByTestId('job-posting').getByText(/^(Draft|Open|Closed)$/).allTextContents()) expect(badge).toBe('Open');

  await page.goto('/hire/candidates');
  await expect(page.getByText('Candidate profiles are personal data')).toBeVisible();
  await expect(page.getByTestId('candidate-card')).toHaveCount(0);

  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const candidates = await request.get('/v1/hire/candidates', { headers });
  expect(candidates.status()).toBe(403);
  expect((await candidates.json()).success).toBe(false);
  const drafts = await request.get('/v1/hire/jobs?status=Draft', { headers });
  expect(drafts.status()).toBe(200);
  expect((await drafts.json()).data).toMatchObject({ items: [], total: 0 });
  const create = await request.post('/v1/hire/jobs', {
    headers,
    data: { title: 'Not allowed', description: 'x', department: 'x', location: 'x' },
  });
  expect(create.status()).toBe(403);
});
