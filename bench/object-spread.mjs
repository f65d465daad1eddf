// What building one list row's object costs in this Node.js, four ways: a spread followed by properties
// (`{ ...dto, directReportId, lineVia }`), a spread alone, Object.assign onto a new object, and the
// properties written out. Decision 0131 rests on the first being an order of magnitude slower than the
// others on Node 20 (V8 11.3): rerun this after a Node.js upgrade, and revisit the decision if it is not.
// `node bench/object-spread.mjs`: CPU microseconds per 50 rows (a page of the Approvals screen), median of 5.

const ROWS = 50;
const ROUNDS = 20_000;

/** A pending timesheet's DTO without its placement: 15 properties, as the list builds it. */
function summaryOf(i) {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    employeeId: '00000000-0000-4000-8000-000000000001',
    employeeName: 'Liam Phillips',
    weekStartDate: '2026-11-23',
    weekEndDate: '2026-11-29',
    status: 'Submitted',
    totalHours: 14,
    billableHours: 9,
    nonBillableHours: 5,
    submittedAt: '2026-11-27T23:59:00.000Z',
    reviewedById: null,
    reviewedAt: null,
    rejectionReason: null,
    approvalComment: null,
    employeeActive: true,
  };
}

const summaries = Array.from({ length: ROWS }, (_, i) => summaryOf(i));
const placements = summaries.map(() => ({ directReportId: '00000000-0000-4000-8000-000000000002', lineVia: ['Aditya Chopra', 'Diya Bennett'] }));

const ways = {
  'spread, then properties': () => summaries.map((dto, i) => ({ ...dto, directReportId: placements[i].directReportId, lineVia: placements[i].lineVia })),
  'spread alone': () => summaries.map((dto) => ({ ...dto })),
  'Object.assign': () => summaries.map((dto, i) => Object.assign({}, dto, { directReportId: placements[i].directReportId, lineVia: placements[i].lineVia })),
  'properties written out': () =>
    summaries.map((dto, i) => ({
      id: dto.id,
      employeeId: dto.employeeId,
      employeeName: dto.employeeName,
      weekStartDate: dto.weekStartDate,
      weekEndDate: dto.weekEndDate,
      status: dto.status,
      totalHours: dto.totalHours,
      billableHours: dto.billableHours,
      nonBillableHours: dto.nonBillableHours,
      submittedAt: dto.submittedAt,
      reviewedById: dto.reviewedById,
      reviewedAt: dto.reviewedAt,
      rejectionReason: dto.rejectionReason,
      approvalComment: dto.approvalComment,
      employeeActive: dto.employeeActive,
      directReportId: placements[i].directReportId,
      lineVia: placements[i].lineVia,
    })),
};

/** CPU microseconds of one call of `build` (one page of rows), after a warm-up. */
function measure(build) {
  for (let i = 0; i < 2_000; i++) build();
  const before = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) build();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / ROUNDS;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Node.js ${process.version} (V8 ${process.versions.v8}), CPU µs per ${ROWS} rows, median of 5:`);
for (const [name, build] of Object.entries(ways)) {
  const runs = Array.from({ length: 5 }, () => measure(build));
  console.log(`  ${name.padEnd(24)} ${median(runs).toFixed(1).padStart(7)}`);
}
