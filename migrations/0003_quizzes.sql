CREATE TABLE `quiz_question_reports` (
	`quiz_id` text NOT NULL,
	`question_id` text NOT NULL,
	`account_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`quiz_id`, `question_id`),
	FOREIGN KEY (`quiz_id`) REFERENCES `quizzes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `quizzes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`job_id` text,
	`title` text NOT NULL,
	`quiz_date` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`difficulty_level` integer NOT NULL,
	`expected_crowd` integer NOT NULL,
	`request` text NOT NULL,
	`categories` text NOT NULL,
	`questions` text NOT NULL,
	`tiebreakers` text DEFAULT '[]' NOT NULL,
	`team_names` text DEFAULT '[]' NOT NULL,
	`social_teasers` text DEFAULT '[]' NOT NULL,
	`generator` text NOT NULL,
	`verified_count` integer DEFAULT 0 NOT NULL,
	`attendance_count` integer,
	`average_score` real,
	`teams` text DEFAULT '[]' NOT NULL,
	`generated_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quizzes_job_id_unique` ON `quizzes` (`job_id`);--> statement-breakpoint
CREATE INDEX `quizzes_account_idx` ON `quizzes` (`account_id`,`generated_at`);