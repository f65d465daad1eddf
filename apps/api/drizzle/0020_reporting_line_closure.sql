CREATE TABLE "reporting_line_closure" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "reporting_line_closure_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "reporting_line_closure_depth_check" CHECK ("reporting_line_closure"."depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reporting_line_closure" ADD CONSTRAINT "reporting_line_closure_ancestor_id_users_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reporting_line_closure" ADD CONSTRAINT "reporting_line_closure_descendant_id_users_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reporting_line_closure_descendant_depth_idx" ON "reporting_line_closure" USING btree ("descendant_id","depth");--> statement-breakpoint
-- The closure follows users.manager_id in the statement that changes it, whoever writes (the service,
-- the import, SCIM, the foreign key's "set null", seeds, scripts). 1279872581 is the reporting-line
-- advisory lock ("LINE", lockReportingLines): the service paths hold it already, and a writer that does
-- not still cannot interleave with another line edit and leave rows computed from a stale line. Tables
-- are named with their schema: a restore may run with an empty search_path.
CREATE FUNCTION "reporting_line_closure_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.manager_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(1279872581);
  END IF;
  INSERT INTO public.reporting_line_closure (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  -- Reports inserted earlier by the same statement (their rows could not reach this person yet).
  INSERT INTO public.reporting_line_closure (ancestor_id, descendant_id, depth)
    SELECT NEW.id, d.descendant_id, d.depth + 1
    FROM public.users r JOIN public.reporting_line_closure d ON d.ancestor_id = r.id
    WHERE r.manager_id = NEW.id;
  IF NEW.manager_id IS NOT NULL THEN
    INSERT INTO public.reporting_line_closure (ancestor_id, descendant_id, depth)
      SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
      FROM public.reporting_line_closure a JOIN public.reporting_line_closure d ON d.ancestor_id = NEW.id
      WHERE a.descendant_id = NEW.manager_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A change of manager moves the person's whole subtree: the rows joining it to the old managers above
-- go, the rows joining it to the new manager and those above come. A change that would close a cycle
-- is refused here too (the service refuses it first, under the same lock).
CREATE FUNCTION "reporting_line_closure_on_manager_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1279872581);
  IF NEW.manager_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM public.reporting_line_closure WHERE ancestor_id = NEW.id AND descendant_id = NEW.manager_id
  ) THEN
    RAISE EXCEPTION 'reporting line cycle: % is below %', NEW.manager_id, NEW.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  DELETE FROM public.reporting_line_closure c
    USING public.reporting_line_closure a, public.reporting_line_closure d
    WHERE a.descendant_id = NEW.id AND a.depth > 0
      AND d.ancestor_id = NEW.id
      AND c.ancestor_id = a.ancestor_id AND c.descendant_id = d.descendant_id;
  IF NEW.manager_id IS NOT NULL THEN
    INSERT INTO public.reporting_line_closure (ancestor_id, descendant_id, depth)
      SELECT a.ancestor_id, d.descendant_id, a.depth + d.depth + 1
      FROM public.reporting_line_closure a JOIN public.reporting_line_closure d ON d.ancestor_id = NEW.id
      WHERE a.descendant_id = NEW.manager_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_reporting_line_closure_insert" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "reporting_line_closure_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "users_reporting_line_closure_manager_change" AFTER UPDATE OF "manager_id" ON "users"
  FOR EACH ROW WHEN (OLD.manager_id IS DISTINCT FROM NEW.manager_id) EXECUTE FUNCTION "reporting_line_closure_on_manager_change"();
--> statement-breakpoint
-- The line as it stands (the triggers above already hold users against writers until this commits).
INSERT INTO "reporting_line_closure" ("ancestor_id", "descendant_id", "depth")
  WITH RECURSIVE up(descendant_id, ancestor_id, depth) AS (
    SELECT id, id, 0 FROM "users"
    UNION ALL
    SELECT up.descendant_id, u.manager_id, up.depth + 1 FROM up JOIN "users" u ON u.id = up.ancestor_id
    WHERE u.manager_id IS NOT NULL AND up.depth < 64
  )
  SELECT ancestor_id, descendant_id, depth FROM up
  ON CONFLICT DO NOTHING;
