-- Search (server/catalog/search.ts). Titles and names are matched word by word with full-text search; a typed
-- word is first turned into the words it may mean (those it begins, and those close to it: typos) by looking it
-- up in search_words, every distinct word of the catalog, with pg_trgm. Trigram matching thus runs over the
-- vocabulary (tens of thousands of words), never over a million titles. Case and accents are ignored throughout.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary chosen at run time), so it cannot appear in an index;
-- naming the dictionary makes the result depend on the text alone, which is what IMMUTABLE promises.
CREATE OR REPLACE FUNCTION search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- The words of a text, space-separated: what an exact match compares ('Avenue & Dreams' is 'avenue dreams').
CREATE OR REPLACE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(public.search_text($1), '[^[:alnum:]]+', ' ', 'g')) $$;
--> statement-breakpoint
-- Byte order (COLLATE "C") lets the primary key serve prefix ranges: word >= 'aven' AND word < 'aven' || U+10FFFF.
CREATE TABLE "search_words" ("word" text COLLATE "C" PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
-- Adds the words of the named column of the new row. Words are never removed: a word nothing uses any more
-- only widens a search to titles that do not exist.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  value text;
BEGIN
  EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) USING NEW INTO value;
  INSERT INTO search_words (word)
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_text(value)))) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mixtapes_search_words" AFTER INSERT OR UPDATE OF "title" ON "mixtapes" FOR EACH ROW EXECUTE FUNCTION search_words_add('title');
--> statement-breakpoint
CREATE TRIGGER "tracks_search_words" AFTER INSERT OR UPDATE OF "title" ON "tracks" FOR EACH ROW EXECUTE FUNCTION search_words_add('title');
--> statement-breakpoint
CREATE TRIGGER "artists_search_words" AFTER INSERT OR UPDATE OF "name" ON "artists" FOR EACH ROW EXECUTE FUNCTION search_words_add('name');
--> statement-breakpoint
CREATE TRIGGER "djs_search_words" AFTER INSERT OR UPDATE OF "name" ON "djs" FOR EACH ROW EXECUTE FUNCTION search_words_add('name');
--> statement-breakpoint
CREATE TRIGGER "playlists_search_words" AFTER INSERT OR UPDATE OF "name" ON "playlists" FOR EACH ROW EXECUTE FUNCTION search_words_add('name');
--> statement-breakpoint
CREATE TRIGGER "podcasts_search_words" AFTER INSERT OR UPDATE OF "title" ON "podcasts" FOR EACH ROW EXECUTE FUNCTION search_words_add('title');
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', search_text(t))))
  FROM (SELECT title AS t FROM mixtapes UNION ALL SELECT title FROM tracks UNION ALL SELECT name FROM artists
        UNION ALL SELECT name FROM djs UNION ALL SELECT name FROM playlists UNION ALL SELECT title FROM podcasts) AS texts
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "mixtapes_title_fts_idx" ON "mixtapes" USING gin (to_tsvector('simple', search_text("title")));
--> statement-breakpoint
CREATE INDEX "mixtapes_title_key_idx" ON "mixtapes" (search_key("title"));
--> statement-breakpoint
CREATE INDEX "tracks_title_fts_idx" ON "tracks" USING gin (to_tsvector('simple', search_text("title")));
--> statement-breakpoint
CREATE INDEX "tracks_title_key_idx" ON "tracks" (search_key("title"));
--> statement-breakpoint
CREATE INDEX "tracks_plays_idx" ON "tracks" ("plays");
--> statement-breakpoint
CREATE INDEX "artists_name_fts_idx" ON "artists" USING gin (to_tsvector('simple', search_text("name")));
--> statement-breakpoint
CREATE INDEX "artists_name_key_idx" ON "artists" (search_key("name"));
--> statement-breakpoint
CREATE INDEX "djs_name_fts_idx" ON "djs" USING gin (to_tsvector('simple', search_text("name")));
--> statement-breakpoint
CREATE INDEX "djs_name_key_idx" ON "djs" (search_key("name"));
--> statement-breakpoint
CREATE INDEX "playlists_name_fts_idx" ON "playlists" USING gin (to_tsvector('simple', search_text("name"))) WHERE "public";
--> statement-breakpoint
CREATE INDEX "playlists_name_key_idx" ON "playlists" (search_key("name")) WHERE "public";
--> statement-breakpoint
CREATE INDEX "podcasts_title_fts_idx" ON "podcasts" USING gin (to_tsvector('simple', search_text("title")));
