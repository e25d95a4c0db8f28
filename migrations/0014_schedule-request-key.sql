ALTER TABLE `scheduled_posts` ADD `request_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_posts_request_key_idx` ON `scheduled_posts` (`account_id`,`request_key`);