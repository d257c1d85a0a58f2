CREATE TABLE `artifacts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`title` text NOT NULL,
	`source_url` text,
	`session_id` text,
	`r2_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `artifacts_user_idx` ON `artifacts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `artifacts_session_idx` ON `artifacts` (`user_id`,`session_id`);
