/**
 * Shapes shared by the repositories (issue 13: one way to map rows).
 */

/** One page of repository rows and the number of every row that matches (the `total` of decision 0016's page). */
export interface RowPage<T> {
  rows: T[];
  total: number;
}
