import { sql } from 'drizzle-orm';
import type { CandidateStatus } from '@apps/contracts/hire/candidate';
import type { EmploymentType, ExperienceLevel, JobStatus } from '@apps/contracts/hire/job-posting';
import { candidates, jobPostings } from '../schema/hire';
import type { DemoSeeder } from './demo';

interface DemoJob {
  key: string;
  title: string;
  department: string;
  location: string;
  employmentType: EmploymentType;
  experienceLevel: ExperienceLevel;
  requiredSkills: string[];
  status: JobStatus;
  description: string;
  /** How many days ago it was created. */
  age: number;
}

const JOBS: DemoJob[] = [
  { key: 'frontend', title: 'Senior Frontend Engineer', department: 'Engineering', location: 'Bengaluru', employmentType: 'FullTime', experienceLevel: 'Senior', requiredSkills: ['React', 'TypeScript', 'Accessibility'], status: 'Open', age: 12, description: 'Build the screens of our internal applications platform with React and TypeScript, with care for accessibility and performance.' },
  { key: 'qa', title: 'QA Automation Engineer', department: 'Quality Engineering', location: 'Pune', employmentType: 'FullTime', experienceLevel: 'Mid', requiredSkills: ['Playwright', 'TypeScript', 'CI pipelines'], status: 'Open', age: 10, description: 'Own end-to-end test suites in Playwright and keep our release pipeline green.' },
  { key: 'intern', title: 'Data Analyst Intern', department: 'Insights', location: 'Hyderabad', employmentType: 'Intern', experienceLevel: 'Fresher', requiredSkills: ['SQL', 'Excel', 'Python'], status: 'Open', age: 8, description: 'Six-month internship: turn delivery and utilization data into dashboards with the Insights team.' },
  { key: 'devops', title: 'DevOps Engineer', department: 'Platform', location: 'Remote (India)', employmentType: 'Contract', experienceLevel: 'Senior', requiredSkills: ['Kubernetes', 'Terraform', 'Azure'], status: 'Open', age: 6, description: 'Twelve-month contract to move our workloads to managed Kubernetes on Azure.' },
  { key: 'em', title: 'Engineering Manager', department: 'Engineering', location: 'Bengaluru', employmentType: 'FullTime', experienceLevel: 'Lead', requiredSkills: ['People leadership', 'Agile delivery'], status: 'Draft', age: 3, description: 'Lead two product teams of eight engineers each; hiring, coaching and delivery.' },
  { key: 'ux', title: 'UX Researcher', department: 'Design', location: 'Chennai', employmentType: 'PartTime', experienceLevel: 'Mid', requiredSkills: ['User interviews', 'Usability testing'], status: 'Draft', age: 2, description: 'Three days a week: plan and run research with employees who use our internal tools.' },
  { key: 'ba', title: 'Business Analyst', department: 'Delivery', location: 'Gurugram', employmentType: 'FullTime', experienceLevel: 'Junior', requiredSkills: ['Requirements', 'SQL'], status: 'Closed', age: 40, description: 'Work with clients and delivery teams to shape requirements for fixed-price projects.' },
  { key: 'architect', title: 'Principal Architect', department: 'Engineering', location: 'Bengaluru', employmentType: 'FullTime', experienceLevel: 'Principal', requiredSkills: ['Distributed systems', 'Azure', 'Mentoring'], status: 'Closed', age: 60, description: 'Set the technical direction of our platform and mentor senior engineers.' },
];

interface DemoCandidate {
  fullName: string;
  email: string;
  phone: string;
  currentRole: string;
  currentCompany: string;
  totalExperience: number;
  source: string;
  /** Whole rupees per year. */
  expectedSalary: number;
  status: CandidateStatus;
  job: string;
  age: number;
}

const CANDIDATES: DemoCandidate[] = [
  { fullName: 'Ananya Krishnan', email: 'ananya.krishnan@candidate.example', phone: '+91 98450 11223', currentRole: 'Frontend Engineer', currentCompany: 'Flipside Labs', totalExperience: 6.5, source: 'LinkedIn', expectedSalary: 2_850_000, status: 'Interviewing', job: 'frontend', age: 11 },
  { fullName: 'Rahul Deshpande', email: 'rahul.deshpande@candidate.example', phone: '+91 99220 34567', currentRole: 'UI Developer', currentCompany: 'Northwind Retail', totalExperience: 4, source: 'Referral', expectedSalary: 1_800_000, status: 'Screening', job: 'frontend', age: 9 },
  { fullName: 'Sneha Pillai', email: 'sneha.pillai@candidate.example', phone: '+91 97390 45678', currentRole: 'SDET', currentCompany: 'Quantix', totalExperience: 5, source: 'Naukri', expectedSalary: 1_650_000, status: 'Offered', job: 'qa', age: 9 },
  { fullName: 'Mohammed Irfan', email: 'mohammed.irfan@candidate.example', phone: '+91 90080 56789', currentRole: 'QA Engineer', currentCompany: 'Bluepeak', totalExperience: 3.5, source: 'Careers page', expectedSalary: 1_250_000, status: 'New', job: 'qa', age: 2 },
  { fullName: 'Divya Menon', email: 'divya.menon@candidate.example', phone: '+91 94470 67890', currentRole: 'Student, B.Tech final year', currentCompany: 'IIIT Hyderabad', totalExperience: 0, source: 'Campus', expectedSalary: 480_000, status: 'Hired', job: 'intern', age: 7 },
  { fullName: 'Karthik Subramanian', email: 'karthik.subramanian@candidate.example', phone: '+91 98840 78901', currentRole: 'Student, M.Sc Statistics', currentCompany: 'University of Madras', totalExperience: 0.5, source: 'Campus', expectedSalary: 420_000, status: 'Rejected', job: 'intern', age: 7 },
  { fullName: 'Pooja Agarwal', email: 'pooja.agarwal@candidate.example', phone: '+91 98100 89012', currentRole: 'Cloud Engineer', currentCompany: 'Stratus Consulting', totalExperience: 8, source: 'Agency', expectedSalary: 3_600_000, status: 'Interviewing', job: 'devops', age: 5 },
  { fullName: 'Siddharth Bose', email: 'siddharth.bose@candidate.example', phone: '+91 98300 90123', currentRole: 'Site Reliability Engineer', currentCompany: 'Kestrel Networks', totalExperience: 7.5, source: 'LinkedIn', expectedSalary: 3_200_000, status: 'New', job: 'devops', age: 1 },
  { fullName: 'Lakshmi Narayanan', email: 'lakshmi.narayanan@candidate.example', phone: '+91 94430 01234', currentRole: 'Senior Business Analyst', currentCompany: 'Orbit Finserv', totalExperience: 5.5, source: 'Referral', expectedSalary: 1_500_000, status: 'Hired', job: 'ba', age: 38 },
  { fullName: 'Nikhil Jain', email: 'nikhil.jain@candidate.example', phone: '+91 98290 12345', currentRole: 'Analyst', currentCompany: 'Meridian Advisory', totalExperience: 2, source: 'Naukri', expectedSalary: 900_000, status: 'Rejected', job: 'ba', age: 36 },
  { fullName: 'Farah Khan', email: 'farah.khan@candidate.example', phone: '+91 98200 23456', currentRole: 'Solutions Architect', currentCompany: 'Helix Software', totalExperience: 14, source: 'Agency', expectedSalary: 6_500_000, status: 'Screening', job: 'architect', age: 55 },
  { fullName: 'Gaurav Malhotra', email: 'gaurav.malhotra@candidate.example', phone: '+91 98110 34567', currentRole: 'Engineering Lead', currentCompany: 'Tandem Health', totalExperience: 11, source: 'LinkedIn', expectedSalary: 4_800_000, status: 'New', job: 'em', age: 1 },
];

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * Hire demo data (dev mode): eight job postings in every status and twelve candidates in every status,
 * made by the demo recruiter. Runs once: does nothing when any posting exists.
 */
export const seedHireDemo: DemoSeeder = async (db, people) => {
  const recruiterId = people.get('kavya.nair@example.com') ?? people.get('aarav.mehta@example.com');
  if (!recruiterId) return;
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(jobPostings)) as [{ count: number }];
  if (count > 0) return;

  await db.transaction(async (tx) => {
    const jobIds = new Map<string, string>();
    for (const { key, age, ...job } of JOBS) {
      const [row] = await tx
        .insert(jobPostings)
        .values({
          ...job,
          createdBy: recruiterId,
          createdAt: daysAgo(age),
          updatedAt: daysAgo(Math.max(age - 1, 0)),
          publishedAt: job.status === 'Draft' ? null : daysAgo(Math.max(age - 1, 0)),
          closedAt: job.status === 'Closed' ? daysAgo(Math.max(age - 20, 0)) : null,
        })
        .returning({ id: jobPostings.id });
      jobIds.set(key, row!.id);
    }
    await tx.insert(candidates).values(
      CANDIDATES.map(({ job, age, ...candidate }) => ({
        ...candidate,
        jobId: jobIds.get(job) ?? null,
        createdBy: recruiterId,
        createdAt: daysAgo(age),
        updatedAt: daysAgo(age),
      })),
    );
  });
};
