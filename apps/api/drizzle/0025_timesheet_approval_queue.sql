CREATE TABLE "timesheet_approval_queue" (
	"manager_id" uuid NOT NULL,
	"timesheet_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "timesheet_approval_queue_manager_id_timesheet_id_pk" PRIMARY KEY("manager_id","timesheet_id")
);
--> statement-breakpoint
ALTER TABLE "timesheet_approval_queue" ADD CONSTRAINT "timesheet_approval_queue_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approval_queue" ADD CONSTRAINT "timesheet_approval_queue_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_approval_queue_manager_idx" ON "timesheet_approval_queue" USING btree ("manager_id","submitted_at" DESC NULLS FIRST,"timesheet_id" DESC NULLS FIRST,"employee_id");--> statement-breakpoint
CREATE INDEX "timesheet_approval_queue_timesheet_idx" ON "timesheet_approval_queue" USING btree ("timesheet_id");--> statement-breakpoint
-- The queues follow the timesheets and the reporting line in the statement that changes them, whoever
-- writes (the services, the seeds, scripts), as the closure does. 1279872581 is the reporting-line
-- advisory lock ("LINE", lockReportingLines): a timesheet entering or leaving Submitted holds it shared
-- (timesheets do not wait for each other), a manager change holds it exclusively (the closure's trigger
-- takes it), so a manager change that requeues its subtree's Submitted timesheets never reads one that
-- is changing meanwhile, and a timesheet queued meanwhile is queued along the new line. Tables are named
-- with their schema: a restore may run with an empty search_path.
CREATE FUNCTION "timesheet_approval_queue_on_timesheet_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1279872581);
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM public.timesheet_approval_queue WHERE timesheet_id = OLD.id;
  END IF;
  IF NEW.status = 'Submitted' THEN
    INSERT INTO public.timesheet_approval_queue (manager_id, timesheet_id, employee_id, submitted_at)
      SELECT c.ancestor_id, NEW.id, NEW.employee_id, NEW.submitted_at
      FROM public.reporting_line_closure c
      WHERE c.descendant_id = NEW.employee_id AND c.depth >= 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "timesheets_approval_queue_insert" AFTER INSERT ON "timesheets"
  FOR EACH ROW WHEN (NEW.status = 'Submitted') EXECUTE FUNCTION "timesheet_approval_queue_on_timesheet_change"();
--> statement-breakpoint
CREATE TRIGGER "timesheets_approval_queue_update" AFTER UPDATE OF "status", "submitted_at", "employee_id" ON "timesheets"
  FOR EACH ROW WHEN ((OLD.status = 'Submitted' OR NEW.status = 'Submitted')
    AND (OLD.status, OLD.submitted_at, OLD.employee_id) IS DISTINCT FROM (NEW.status, NEW.submitted_at, NEW.employee_id))
  EXECUTE FUNCTION "timesheet_approval_queue_on_timesheet_change"();
--> statement-breakpoint
-- A change of manager moves the person's subtree (the closure's trigger, which fires first by name and
-- holds the lock, has already moved its rows): the subtree's Submitted timesheets leave the queues of the
-- managers no longer above their owners and enter those of the new ones. Queues inside the subtree do
-- not change and are not touched.
CREATE FUNCTION "timesheet_approval_queue_on_manager_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.timesheet_approval_queue q
    USING public.reporting_line_closure d, public.timesheets t
    WHERE d.ancestor_id = NEW.id AND t.employee_id = d.descendant_id AND t.status = 'Submitted' AND q.timesheet_id = t.id
      AND NOT EXISTS (SELECT 1 FROM public.reporting_line_closure s WHERE s.ancestor_id = NEW.id AND s.descendant_id = q.manager_id);
  INSERT INTO public.timesheet_approval_queue (manager_id, timesheet_id, employee_id, submitted_at)
    SELECT a.ancestor_id, t.id, t.employee_id, t.submitted_at
    FROM public.reporting_line_closure d
    JOIN public.timesheets t ON t.employee_id = d.descendant_id AND t.status = 'Submitted'
    JOIN public.reporting_line_closure a ON a.descendant_id = NEW.id AND a.depth >= 1
    WHERE d.ancestor_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_timesheet_approval_queue_manager_change" AFTER UPDATE OF "manager_id" ON "users"
  FOR EACH ROW WHEN (OLD.manager_id IS DISTINCT FROM NEW.manager_id) EXECUTE FUNCTION "timesheet_approval_queue_on_manager_change"();
--> statement-breakpoint
-- The queues as they stand (the triggers above already hold timesheets and users against writers until this commits).
INSERT INTO "timesheet_approval_queue" ("manager_id", "timesheet_id", "employee_id", "submitted_at")
  SELECT c.ancestor_id, t.id, t.employee_id, t.submitted_at
  FROM "timesheets" t JOIN "reporting_line_closure" c ON c.descendant_id = t.employee_id AND c.depth >= 1
  WHERE t.status = 'Submitted';
--> statement-breakpoint
-- Statistics now, not at autovacuum's next pass: the queue's rows per manager are skewed (the top's queue
-- holds every pending timesheet), which only a sample shows the planner.
ANALYZE "timesheet_approval_queue";
