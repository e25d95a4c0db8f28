CREATE TABLE `weekly_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`week_start` text NOT NULL,
	`status` text DEFAULT 'drafting' NOT NULL,
	`lease_until` integer,
	`drafted` integer DEFAULT 0 NOT NULL,
	`skipped_for_allowance` integer DEFAULT 0 NOT NULL,
	`approve_token_hash` text,
	`approve_expires_at` integer,
	`emailed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_plans_account_week_idx` ON `weekly_plans` (`account_id`,`week_start`);--> statement-breakpoint
CREATE UNIQUE INDEX `weekly_plans_approve_token_idx` ON `weekly_plans` (`approve_token_hash`);--> statement-breakpoint
CREATE INDEX `weekly_plans_status_idx` ON `weekly_plans` (`status`,`lease_until`);--> statement-breakpoint
ALTER TABLE `publishing_settings` ADD `auto_approve_weekly_plan` integer DEFAULT false NOT NULL;