ALTER TABLE `billing_events` ADD `problem` text;--> statement-breakpoint
CREATE INDEX `jobs_status_idx` ON `jobs` (`status`,`updated_at`);