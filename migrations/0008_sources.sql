CREATE TABLE `followed_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`url` text NOT NULL,
	`name` text NOT NULL,
	`kol` text,
	`kind` text DEFAULT 'feed' NOT NULL,
	`last_fetched_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `followed_sources_user_url_uq` ON `followed_sources` (`user_id`,`url`);--> statement-breakpoint
CREATE INDEX `followed_sources_fetched_idx` ON `followed_sources` (`last_fetched_at`);
--> statement-breakpoint
CREATE TABLE `source_items` (
	`id` text PRIMARY KEY NOT NULL,
	`source_id` text NOT NULL,
	`user_id` text NOT NULL,
	`guid` text NOT NULL,
	`url` text,
	`title` text NOT NULL,
	`author` text,
	`published_at` integer,
	`text` text DEFAULT '' NOT NULL,
	`fetched_at` integer NOT NULL,
	FOREIGN KEY (`source_id`) REFERENCES `followed_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `source_items_source_guid_uq` ON `source_items` (`source_id`,`guid`);--> statement-breakpoint
CREATE INDEX `source_items_user_idx` ON `source_items` (`user_id`,`published_at`);
