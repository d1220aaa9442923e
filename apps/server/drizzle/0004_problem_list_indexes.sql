DROP INDEX "problem_tags_tid_idx";--> statement-breakpoint
CREATE INDEX "problem_tags_tid_pid_idx" ON "problem_tags" USING btree ("tid","pid");--> statement-breakpoint
CREATE INDEX "problems_public_list_idx" ON "problems" USING btree (length("problem_id"),"id","problem_id","title","difficulty","type","is_remote","gmt_modified") WHERE auth = 1 and gid is null;