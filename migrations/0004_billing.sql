CREATE TABLE `billing_customers` (
	`account_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`customer_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_customer_id_unique` ON `billing_customers` (`customer_id`);--> statement-breakpoint
CREATE TABLE `billing_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`claim` text NOT NULL,
	`provider_created_at` integer NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payment_simulator_objects` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`account_id` text NOT NULL,
	`data` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_simulator_account_idx` ON `payment_simulator_objects` (`account_id`,`kind`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`subscription_id` text,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`amount_pence` integer NOT NULL,
	`currency` text DEFAULT 'gbp' NOT NULL,
	`description` text NOT NULL,
	`period_start` integer,
	`period_end` integer,
	`invoice_url` text,
	`provider_created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_account_idx` ON `payments` (`account_id`,`provider_created_at`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider` text NOT NULL,
	`customer_id` text NOT NULL,
	`plan` text NOT NULL,
	`interval` text NOT NULL,
	`status` text NOT NULL,
	`amount_pence` integer NOT NULL,
	`currency` text DEFAULT 'gbp' NOT NULL,
	`current_period_start` integer NOT NULL,
	`current_period_end` integer NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`cancelled_at` integer,
	`grace_until` integer,
	`provider_created_at` integer NOT NULL,
	`provider_updated_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_account_idx` ON `subscriptions` (`account_id`,`status`);--> statement-breakpoint
CREATE INDEX `subscriptions_period_end_idx` ON `subscriptions` (`status`,`current_period_end`);--> statement-breakpoint
ALTER TABLE `usage_balances` ADD `topup_amount` integer DEFAULT 0 NOT NULL;