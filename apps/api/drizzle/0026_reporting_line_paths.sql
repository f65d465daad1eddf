CREATE TABLE "reporting_line_paths" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"manager_ids" uuid[] NOT NULL,
	"manager_labels" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reporting_line_paths" ADD CONSTRAINT "reporting_line_paths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The paths follow the closure and the names in the statement that changes them, whoever writes (the
-- services, the import, SCIM, the foreign key's "set null", seeds, scripts). Tables are named with their
-- schema: a restore may run with an empty search_path.
-- A new person, or a person whose manager changed: their path is their manager's with the manager added,
-- and everyone below them keeps the part of their path below this person behind the new one (its length
-- is their depth below this person, from the closure: the closure's triggers are named before these, so
-- they fire first, and hold the reporting-line lock when the line changes). A manager inserted later by
-- the same statement has no path yet: their own insert rewrites this person's path, as it does for any
-- reports inserted before them.
CREATE FUNCTION "reporting_line_paths_on_line_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := '{}';
  labels text[] := '{}';
BEGIN
  IF NEW.manager_id IS NOT NULL THEN
    SELECT coalesce(mp.manager_ids, '{}') || m.id, coalesce(mp.manager_labels, '{}') || coalesce(m.name, m.email)
      INTO ids, labels
      FROM public.users m LEFT JOIN public.reporting_line_paths mp ON mp.user_id = m.id
      WHERE m.id = NEW.manager_id;
  END IF;
  INSERT INTO public.reporting_line_paths (user_id, manager_ids, manager_labels) VALUES (NEW.id, ids, labels)
    ON CONFLICT (user_id) DO UPDATE SET manager_ids = EXCLUDED.manager_ids, manager_labels = EXCLUDED.manager_labels;
  UPDATE public.reporting_line_paths p
    SET manager_ids = ids || NEW.id || p.manager_ids[array_length(p.manager_ids, 1) - c.depth + 2:],
      manager_labels = labels || coalesce(NEW.name, NEW.email) || p.manager_labels[array_length(p.manager_labels, 1) - c.depth + 2:]
    FROM public.reporting_line_closure c
    WHERE c.ancestor_id = NEW.id AND c.depth > 0 AND p.user_id = c.descendant_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A manager renamed (their name, else e-mail address, is what a path shows): the label at their place in
-- the path of everyone below them. The reporting-line lock is held shared, as a timesheet's submission
-- holds it: the line cannot move meanwhile, and two renames above the same person do not wait for each
-- other's whole transaction, only for the person's row, whose label array each sets one element of.
CREATE FUNCTION "reporting_line_paths_on_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1279872581);
  UPDATE public.reporting_line_paths p
    SET manager_labels[array_length(p.manager_ids, 1) - c.depth + 1] = coalesce(NEW.name, NEW.email)
    FROM public.reporting_line_closure c
    WHERE c.ancestor_id = NEW.id AND c.depth > 0 AND p.user_id = c.descendant_id
      AND p.manager_labels[array_length(p.manager_ids, 1) - c.depth + 1] IS DISTINCT FROM coalesce(NEW.name, NEW.email);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_reporting_line_paths_insert" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "reporting_line_paths_on_line_change"();
--> statement-breakpoint
CREATE TRIGGER "users_reporting_line_paths_manager_change" AFTER UPDATE OF "manager_id" ON "users"
  FOR EACH ROW WHEN (OLD.manager_id IS DISTINCT FROM NEW.manager_id) EXECUTE FUNCTION "reporting_line_paths_on_line_change"();
--> statement-breakpoint
CREATE TRIGGER "users_reporting_line_paths_rename" AFTER UPDATE OF "name", "email" ON "users"
  FOR EACH ROW WHEN (coalesce(OLD.name, OLD.email) IS DISTINCT FROM coalesce(NEW.name, NEW.email))
  EXECUTE FUNCTION "reporting_line_paths_on_rename"();
--> statement-breakpoint
-- The paths as they stand (the triggers above already hold users against writers until this commits).
INSERT INTO "reporting_line_paths" ("user_id", "manager_ids", "manager_labels")
  SELECT a.descendant_id,
    coalesce(array_agg(a.ancestor_id ORDER BY a.depth DESC) FILTER (WHERE a.depth > 0), '{}'),
    coalesce(array_agg(coalesce(m.name, m.email) ORDER BY a.depth DESC) FILTER (WHERE a.depth > 0), '{}')
  FROM "reporting_line_closure" a JOIN "users" m ON m.id = a.ancestor_id
  GROUP BY a.descendant_id;
--> statement-breakpoint
ANALYZE "reporting_line_paths";
