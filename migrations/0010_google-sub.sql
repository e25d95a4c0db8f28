ALTER TABLE `accounts` ADD `google_sub` text;--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_google_sub_idx` ON `accounts` (`google_sub`);