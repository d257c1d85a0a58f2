CREATE TABLE `connections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`portfolio_id` text NOT NULL,
	`kind` text NOT NULL,
	`provider` text NOT NULL,
	`label` text NOT NULL,
	`address` text,
	`key_hint` text,
	`secret_ciphertext` text,
	`key_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`last_sync_at` integer,
	`last_attempt_at` integer,
	`last_error` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`backoff_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`portfolio_id`) REFERENCES `portfolios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connections_portfolio_idx` ON `connections` (`portfolio_id`);--> statement-breakpoint
CREATE INDEX `connections_user_idx` ON `connections` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `connections_due_idx` ON `connections` (`kind`,`last_attempt_at`);
