CREATE TABLE `inbox_items` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`dedup_key` text,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inbox_items_user_idx` ON `inbox_items` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `inbox_items_unread_idx` ON `inbox_items` (`user_id`,`read_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `inbox_items_dedup_idx` ON `inbox_items` (`user_id`,`dedup_key`);
--> statement-breakpoint
CREATE TABLE `notify_prefs` (
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`channel` text NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `type`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
