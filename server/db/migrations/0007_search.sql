-- Search (server/catalog/search.ts): words found by prefix through full-text search, typos forgiven through
-- trigram similarity (pg_trgm), case and accents ignored (unaccent). Both kinds of index are built over
-- search_text(...), so a query must use that same expression to be served by them.
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
CREATE INDEX "mixtapes_title_trgm_idx" ON "mixtapes" USING gin (search_text("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "mixtapes_title_fts_idx" ON "mixtapes" USING gin (to_tsvector('simple', search_text("title")));
--> statement-breakpoint
CREATE INDEX "tracks_title_trgm_idx" ON "tracks" USING gin (search_text("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tracks_title_fts_idx" ON "tracks" USING gin (to_tsvector('simple', search_text("title")));
--> statement-breakpoint
CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin (search_text("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "artists_name_fts_idx" ON "artists" USING gin (to_tsvector('simple', search_text("name")));
--> statement-breakpoint
CREATE INDEX "djs_name_trgm_idx" ON "djs" USING gin (search_text("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "djs_name_fts_idx" ON "djs" USING gin (to_tsvector('simple', search_text("name")));
--> statement-breakpoint
CREATE INDEX "playlists_name_trgm_idx" ON "playlists" USING gin (search_text("name") gin_trgm_ops) WHERE "public";
--> statement-breakpoint
CREATE INDEX "playlists_name_fts_idx" ON "playlists" USING gin (to_tsvector('simple', search_text("name"))) WHERE "public";
--> statement-breakpoint
CREATE INDEX "podcasts_title_trgm_idx" ON "podcasts" USING gin (search_text("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "podcasts_title_fts_idx" ON "podcasts" USING gin (to_tsvector('simple', search_text("title")));
