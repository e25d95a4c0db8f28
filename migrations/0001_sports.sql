CREATE TABLE `favourite_teams` (
	`account_id` text NOT NULL,
	`id` text NOT NULL,
	`name` text NOT NULL,
	`sport` text NOT NULL,
	`category` text NOT NULL,
	`notification_days` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`account_id`, `id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `fixtures` (
	`provider_id` text PRIMARY KEY NOT NULL,
	`sport` text NOT NULL,
	`home_team` text NOT NULL,
	`away_team` text NOT NULL,
	`competition` text NOT NULL,
	`starts_at` integer NOT NULL,
	`venue` text NOT NULL,
	`tv_channels` text NOT NULL,
	`tv_channels_expected` integer NOT NULL,
	`status` text NOT NULL,
	`stage` text NOT NULL,
	`highlights` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fixtures_starts_idx` ON `fixtures` (`starts_at`);--> statement-breakpoint
CREATE TABLE `pubs` (
	`account_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`booking_link` text,
	`website` text,
	`address` text,
	`features` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reminder_sends` (
	`account_id` text NOT NULL,
	`fixture_id` text NOT NULL,
	`stage` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `fixture_id`, `stage`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `accounts` ADD `reminders_enabled` integer DEFAULT true NOT NULL;