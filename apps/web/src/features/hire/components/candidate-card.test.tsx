import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Candidate } from '@apps/contracts/hire/candidate';
import { CandidateCard } from './candidate-card';

const candidate: Candidate = {
  id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Priya Sharma',
  email: 'priya@candidate.example',
  phone: '+91 98450 12345',
  currentRole: 'Software Engineer',
  currentCompany: 'Acme Systems',
  totalExperience: 4.5,
  source: 'LinkedIn',
  expectedSalary: 1_250_000,
  status: 'Interviewing',
  jobId: null,
  jobTitle: 'Senior Frontend Engineer',
  createdAt: '2026-11-22T05:30:00.000Z',
  updatedAt: '2026-11-22T05:30:00.000Z',
};

describe('CandidateCard', () => {
  it('shows the expected salary with the rupee sign and Indian grouping, and the candidate details', () => {
    render(<CandidateCard candidate={candidate} />);
    expect(screen.getByText('₹12,50,000 / year')).toBeInTheDocument();
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('Software Engineer at Acme Systems')).toBeInTheDocument();
    expect(screen.getByText('4.5 years')).toBeInTheDocument();
    expect(screen.getByText('Interviewing')).toBeInTheDocument();
    expect(screen.getByText('Senior Frontend Engineer')).toBeInTheDocument();
  });

  it('says so when no salary was stated', () => {
    render(<CandidateCard candidate={{ ...candidate, expectedSalary: null }} />);
    expect(screen.getByText('Not stated')).toBeInTheDocument();
  });

  it('offers no buttons: the grid is read-only', () => {
    render(<CandidateCard candidate={candidate} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
