import { hasControlCharacter } from '@apps/contracts/common';
import { readableDetail, ScimError, type ScimType } from './scim-error';
import { assertNesting, normaliseOperation, readsResource, type PatchOperation } from './scim-normalise';
import { SCIM, SCIMMY } from './scim-schema';
import type { ScimProfile } from './scim-user.mapper';
import { LONE_SURROGATE } from './scim-text';

/** The most operations one PATCH may carry (Entra sends one per changed attribute mapping). */
export const MAX_OPERATIONS = 200;

/** The longest `path` accepted: a URN, an attribute and a value filter fit many times over. */
const MAX_PATH_LENGTH = 500;

const OPS = new Set(['add', 'replace', 'remove']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function operationPath(path: unknown, index: number): string | undefined {
  if (path === undefined) return undefined;
  const example = 'an attribute path such as "title" or "emails[type eq \\"work\\"].value"';
  if (typeof path !== 'string' || path.trim() === '') throw new ScimError(400, `Operation ${index}: "path" must be ${example}`, 'invalidPath');
  if (path.length > MAX_PATH_LENGTH) throw new ScimError(400, `Operation ${index}: "path" is longer than ${MAX_PATH_LENGTH} characters`, 'invalidPath');
  if (hasControlCharacter(path) || LONE_SURROGATE.test(path)) {
    throw new ScimError(400, `Operation ${index}: "path" must not contain control characters or half characters`, 'invalidPath');
  }
  return path;
}

/**
 * Checks the shape of a PatchOp message (RFC 7644 section 3.5.2) before anything reads it: the
 * schema, 1 to `MAX_OPERATIONS` operations, each an object whose `op` is add, replace or remove (any
 * case), whose `path`, if any, is a non-blank string, with a `value` where the operation needs one.
 * Returns the operations as sent.
 * @throws ScimError 400: `invalidSyntax` for the message's structure and unknown ops, `invalidPath`
 *   for a `path` that is not a string, `noTarget` for a remove without path, `invalidValue` for a
 *   missing or misplaced `value`.
 */
export function validatePatchMessage(body: unknown): PatchOperation[] {
  assertNesting(body);
  if (!isObject(body)) throw new ScimError(400, 'The request body must be a SCIM PatchOp message', 'invalidSyntax');
  const { schemas, Operations: operations } = body;
  if (!Array.isArray(schemas) || schemas.length !== 1 || schemas[0] !== SCIM.patchOp) {
    throw new ScimError(400, `"schemas" must be ["${SCIM.patchOp}"]`, 'invalidSyntax');
  }
  if (!Array.isArray(operations) || operations.length === 0 || operations.length > MAX_OPERATIONS) {
    throw new ScimError(400, `"Operations" must be a list of 1 to ${MAX_OPERATIONS} PATCH operations`, 'invalidSyntax');
  }
  return operations.map((operation: unknown, position) => {
    const index = position + 1;
    if (!isObject(operation)) throw new ScimError(400, `Operation ${index} must be an object with "op", "path" and "value"`, 'invalidSyntax');
    const { op, value } = operation;
    if (typeof op !== 'string' || !OPS.has(op.toLowerCase())) {
      throw new ScimError(400, `Operation ${index}: "op" must be "add", "replace" or "remove"`, 'invalidSyntax');
    }
    const path = operationPath(operation.path, index);
    const lowerOp = op.toLowerCase();
    if (lowerOp === 'remove' && path === undefined) throw new ScimError(400, `Operation ${index}: "remove" needs a "path"`, 'noTarget');
    if (lowerOp !== 'remove' && value === undefined) throw new ScimError(400, `Operation ${index}: "${lowerOp}" needs a "value"`, 'invalidValue');
    if (lowerOp !== 'remove' && path === undefined && !isObject(value)) {
      throw new ScimError(400, `Operation ${index}: without a "path", "value" must be an object of attributes`, 'invalidValue');
    }
    return { ...operation, op, ...(path === undefined ? {} : { path }) } as PatchOperation;
  });
}

/** scimmy's own reference to an operation of the message it was given, at the end of its texts. */
const SCIMMY_OPERATION_SUFFIX = /\s+(?:for|of|from)\s+(?:'\w+' op of )?operation \d+ in PatchOp request body/;

/**
 * scimmy's refusal of a batch as our 400: its detail names the operation as the client numbered it
 * (`origin[n - 1]` is the client's number of the batch's operation n), in words written for people.
 */
function refusal(error: unknown, origin: number[]): ScimError {
  if (error instanceof ScimError) return error;
  const scimType = ((error as { scimType?: string }).scimType as ScimType | undefined) ?? 'invalidValue';
  const batchIndex = Number((error instanceof Error ? error.message : '').match(/operation (\d+)/)?.[1]);
  const index = origin[batchIndex - 1];
  const reason = readableDetail(error, 'its "path" or the type of its "value" does not fit the User schema').replace(SCIMMY_OPERATION_SUFFIX, '');
  return new ScimError(400, index === undefined ? `The PATCH could not be applied: ${reason}` : `Operation ${index}: ${reason}`, scimType);
}

/**
 * Applies the operations of a PatchOp message (checked by `validatePatchMessage`) to a person's stored
 * SCIM attributes (`current`), in order, each to the resource as the operations before it left it
 * (RFC 7644 section 3.5.2): they are normalised from Entra's dialects and applied by
 * scimmy. An operation whose normalisation reads the resource (a typed entry such as
 * `addresses[type eq "work"].locality`, created when missing) sees the entries the operations before
 * it created, so Entra's four operations on a new work address make one address, not four.
 * Returns the new attributes, or null when the operations change nothing.
 * @throws ScimError 400 for an operation scimmy refuses (unknown path, value of the wrong type, filter
 *   matching nothing), naming it by its place in the message, or one nested too deeply.
 */
export async function applyPatch(operations: PatchOperation[], current: ScimProfile): Promise<ScimProfile | null> {
  let state = current;
  let changed = false;
  let batch: PatchOperation[] = [];
  let origin: number[] = [];
  // Operations that do not read the resource are applied together: one scimmy pass, not one per operation.
  const flush = async () => {
    if (batch.length === 0) return;
    let patched: object | undefined;
    try {
      const message = new SCIMMY.Messages.PatchOp({ schemas: [SCIM.patchOp], Operations: batch } as ConstructorParameters<typeof SCIMMY.Messages.PatchOp>[0]);
      patched = await message.apply(new SCIMMY.Schemas.User(state, 'in'));
    } catch (error) {
      throw refusal(error, origin);
    }
    batch = [];
    origin = [];
    if (!patched) return;
    const { schemas: _schemas, meta: _meta, id: _id, ...profile } = JSON.parse(JSON.stringify(patched)) as ScimProfile;
    state = profile;
    changed = true;
  };
  for (const [position, operation] of operations.entries()) {
    if (readsResource(operation)) await flush();
    const normalised = normaliseOperation(operation, state);
    batch.push(...normalised);
    origin.push(...normalised.map(() => position + 1));
  }
  await flush();
  return changed ? state : null;
}
