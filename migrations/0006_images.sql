CREATE TABLE `images` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`job_id` text,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`style` text NOT NULL,
	`platform` text NOT NULL,
	`image_size` text NOT NULL,
	`prompt` text NOT NULL,
	`text_overlay` text,
	`alt_text` text NOT NULL,
	`captions` text DEFAULT '[]' NOT NULL,
	`renderer` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `images_account_idx` ON `images` (`account_id`,`created_at`);