CREATE TABLE `publishing_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider` text NOT NULL,
	`display_name` text NOT NULL,
	`access_token_encrypted` text NOT NULL,
	`refresh_token_encrypted` text,
	`expires_at` integer,
	`status` text DEFAULT 'connected' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `publishing_connections_account_provider_idx` ON `publishing_connections` (`account_id`,`provider`);--> statement-breakpoint
CREATE TABLE `publishing_settings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `publishing_targets` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`connection_id` text NOT NULL,
	`platform` text NOT NULL,
	`target_id` text NOT NULL,
	`name` text NOT NULL,
	`access_token_encrypted` text,
	`selected` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`connection_id`) REFERENCES `publishing_connections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `publishing_targets_connection_target_idx` ON `publishing_targets` (`connection_id`,`platform`,`target_id`);--> statement-breakpoint
CREATE INDEX `publishing_targets_account_idx` ON `publishing_targets` (`account_id`,`platform`);--> statement-breakpoint
CREATE TABLE `scheduled_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`platform` text NOT NULL,
	`content` text NOT NULL,
	`hashtags` text DEFAULT '[]' NOT NULL,
	`image_id` text,
	`publish_at` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`idempotency_key` text NOT NULL,
	`lease_until` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`publish_started_at` integer,
	`last_error_reason` text,
	`last_error_message` text,
	`external_id` text,
	`permalink` text,
	`published_at` integer,
	`source` text DEFAULT 'generated' NOT NULL,
	`fixture_id` text,
	`fixture_starts_at` integer,
	`approved` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_posts_idempotency_idx` ON `scheduled_posts` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `scheduled_posts_account_idx` ON `scheduled_posts` (`account_id`,`publish_at`);--> statement-breakpoint
CREATE INDEX `scheduled_posts_due_idx` ON `scheduled_posts` (`status`,`publish_at`);