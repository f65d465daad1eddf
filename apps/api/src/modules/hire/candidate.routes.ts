import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@apps/contracts/common';
import {
  CandidateListQuerySchema,
  CandidatePageSchema,
  CandidateSchema,
  RegisterCandidateSchema,
  UpdateCandidateSchema,
} from '@apps/contracts/hire/candidate';
import { ok } from '../../lib/envelope';
import { createdResponses, envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { erasesCandidates, managesCandidates } from '@apps/contracts/hire/hire.policy';
import { ErasureSchema } from '@apps/contracts/core/personal-data';
import { hireRefusal, hireRefusals } from './refusal.messages';
import { requirePolicy } from '../../plugins/require-policy';
import { eraseCandidate, getCandidate, listCandidates, registerCandidate, updateCandidate } from './candidate.service';

const tags = ['hire'];
const WHO =
  'Candidate data is personal data: Recruiter, Manager or Admin on hire or all only (403 for everyone else, ' +
  'before the body is read); it is never written to the logs.';

/** Candidates `/v1/hire/candidates`. */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePolicy(managesCandidates, hireRefusal(hireRefusals.candidates)));

  app.post(
    '/candidates',
    {
      schema: {
        tags,
        summary: 'Register a candidate',
        description:
          `${WHO} fullName and a valid e-mail are required; the e-mail is unique without regard to case (409). ` +
          'totalExperience in years, 0..60 with at most one decimal (default 0); expectedSalary in whole rupees per ' +
          'year, 0..1,000,000,000, or null; status New|Screening|Interviewing|Offered|Hired|Rejected (default New); ' +
          'jobId an existing posting that is not Closed.',
        body: RegisterCandidateSchema,
        response: createdResponses(CandidateSchema),
      },
    },
    async (request, reply) => reply.code(201).send(ok(request, await registerCandidate(app.db, callerOf(request), request.body))),
  );

  app.get(
    '/candidates',
    {
      schema: {
        tags,
        summary: 'List candidates, newest first (paginated)',
        description:
          `${WHO} Filter by \`status\` (comma-separated, e.g. every status but Rejected for the active ones) and ` +
          '`jobId`; `limit` 1..100 (default 20), `offset`; `total` counts every match.',
        querystring: CandidateListQuerySchema,
        response: envelopeResponses(CandidatePageSchema),
      },
    },
    async (request) => ok(request, await listCandidates(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/candidates/:id',
    {
      schema: {
        tags,
        summary: 'One candidate',
        description: WHO,
        params: IdParamsSchema,
        response: envelopeResponses(CandidateSchema),
      },
    },
    async (request) => ok(request, await getCandidate(app.db, callerOf(request), request.params.id)),
  );

  app.put(
    '/candidates/:id',
    {
      schema: {
        tags,
        summary: 'Change fields or the status of a candidate',
        description:
          `${WHO} Send the fields to change (at least one); null clears an optional field. Status changes: ` +
          'New -> Screening -> Interviewing -> Offered -> Hired, or Rejected from any status that is not final; ' +
          'Hired and Rejected are final. Any other change of status is 409, and so is a change made by someone ' +
          'else meanwhile (the UPDATE is conditional on the status read) or a duplicate e-mail.',
        params: IdParamsSchema,
        body: UpdateCandidateSchema,
        response: envelopeResponses(CandidateSchema),
      },
    },
    async (request) => ok(request, await updateCandidate(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/candidates/:id/erase',
    {
      onRequest: requirePolicy(erasesCandidates, hireRefusal(hireRefusals.candidates)),
      schema: {
        tags,
        summary: "Erase a candidate's personal data (irreversible)",
        description:
          `${WHO} GDPR article 17, in one transaction: the name becomes \`Erased candidate <first 8 of id>\`, the e-mail ` +
          '`erased-<id>@invalid`; phone, current role and company and expected salary are cleared; status, posting, experience ' +
          'and source stay for hiring reports; the former name and e-mail are replaced in every other table. Audited as ' +
          '`candidate.erased` without the erased data. 404 for an unknown id, 409 when already erased. No body.',
        params: IdParamsSchema,
        response: envelopeResponses(ErasureSchema),
      },
    },
    async (request) => ok(request, await eraseCandidate(app.db, callerOf(request), request.params.id)),
  );
};
