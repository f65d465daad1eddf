CREATE TABLE "people_search_words" (
	"user_id" uuid NOT NULL,
	"word" text NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "people_search_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
ALTER TABLE "people_search_words" ADD CONSTRAINT "people_search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A person's words follow their name and e-mail address in the statement that writes them, whoever
-- writes (the service, the import, SCIM, seeds, scripts; docs/decisions/0126). The words are the
-- lexemes of userSearchVector and the sort key is userSortKey (apps/api/src/db/schema/core.ts): both
-- expressions must stay as written there. Tables are named with their schema: a restore may run with an
-- empty search_path.
CREATE FUNCTION "people_search_words_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.name IS NOT DISTINCT FROM OLD.name AND NEW.email IS NOT DISTINCT FROM OLD.email THEN
      RETURN NULL;
    END IF;
    DELETE FROM public.people_search_words WHERE user_id = NEW.id;
  END IF;
  INSERT INTO public.people_search_words (user_id, word, sort_key)
    SELECT NEW.id, w.word, lower(coalesce(NEW.name, NEW.email))
    FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
      coalesce(NEW.name, '') || ' ' || translate(NEW.email, '.@_-+', '     ')))) AS w(word);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "people_search_words_on_insert" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "people_search_words_sync"();
--> statement-breakpoint
CREATE TRIGGER "people_search_words_on_update" AFTER UPDATE OF "name", "email" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "people_search_words_sync"();
--> statement-breakpoint
INSERT INTO "people_search_words" ("user_id", "word", "sort_key")
  SELECT u.id, w.word, lower(coalesce(u.name, u.email))
  FROM "users" u, unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    coalesce(u.name, '') || ' ' || translate(u.email, '.@_-+', '     ')))) AS w(word);
--> statement-breakpoint
-- A one-word search reads the people of the words starting with its first letter in page order and
-- keeps those whose word starts with the whole term, from the index alone (INCLUDE: the schema cannot
-- say it).
CREATE INDEX "people_search_words_walk_idx" ON "people_search_words" USING btree (left("word", 1), "sort_key", "user_id") INCLUDE ("word");
--> statement-breakpoint
-- Statistics for the planner now: without them it sorts every person of a letter instead of walking
-- the index (a database restored or migrated this way is searched before autovacuum gets to it).
ANALYZE "people_search_words";
