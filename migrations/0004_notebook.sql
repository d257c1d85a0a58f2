CREATE TABLE `notebook_counters` (
	`user_id` text PRIMARY KEY NOT NULL,
	`last_nb` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notebook_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`nb` integer NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`data` text,
	`symbol` text,
	`parent_id` text,
	`status` text DEFAULT 'ready' NOT NULL,
	`annotation` text,
	`as_of` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notebook_entries_user_nb_uq` ON `notebook_entries` (`user_id`,`nb`);--> statement-breakpoint
CREATE INDEX `notebook_entries_user_idx` ON `notebook_entries` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `notebook_entries_parent_idx` ON `notebook_entries` (`parent_id`);--> statement-breakpoint
CREATE VIRTUAL TABLE `notebook_fts` USING fts5(`title`, `body`, `annotation`, content='notebook_entries', content_rowid='rowid');--> statement-breakpoint
CREATE TRIGGER `notebook_fts_ai` AFTER INSERT ON `notebook_entries` BEGIN
	INSERT INTO `notebook_fts`(rowid, `title`, `body`, `annotation`) VALUES (new.rowid, new.`title`, new.`body`, coalesce(new.`annotation`, ''));
END;--> statement-breakpoint
CREATE TRIGGER `notebook_fts_ad` AFTER DELETE ON `notebook_entries` BEGIN
	INSERT INTO `notebook_fts`(`notebook_fts`, rowid, `title`, `body`, `annotation`) VALUES ('delete', old.rowid, old.`title`, old.`body`, coalesce(old.`annotation`, ''));
END;--> statement-breakpoint
CREATE TRIGGER `notebook_fts_au` AFTER UPDATE ON `notebook_entries` BEGIN
	INSERT INTO `notebook_fts`(`notebook_fts`, rowid, `title`, `body`, `annotation`) VALUES ('delete', old.rowid, old.`title`, old.`body`, coalesce(old.`annotation`, ''));
	INSERT INTO `notebook_fts`(rowid, `title`, `body`, `annotation`) VALUES (new.rowid, new.`title`, new.`body`, coalesce(new.`annotation`, ''));
END;
