import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/core';

/** The person an assignment is for, as a role change names them. */
export interface AssigneeRow {
  id: string;
  email: string;
  name: string | null;
}

/** The person with this id (id, e-mail, name), or undefined. */
export function findAssignee(db: DbOrTx, id: string): Promise<AssigneeRow | undefined> {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}
