CREATE INDEX "submissions_board_idx" ON "submissions" USING btree ("cid","pid","uid","submit_time","submit_id","status","score","time_ms");--> statement-breakpoint
-- The board reads submissions_board_idx without touching the table only where the visibility map says its pages are
-- all visible, which a vacuum sets: a running contest's records are the newest, which the default thresholds (20 % of
-- the table inserted or changed) would leave unvacuumed on a big table. Vacuum after 1 % inserted, 2 % changed.
ALTER TABLE "submissions" SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02);
