CREATE TABLE `market_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`body` text NOT NULL,
	`as_of` integer NOT NULL,
	`fetched_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `market_events` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`title` text NOT NULL,
	`status` text NOT NULL,
	`severity` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`last_seen_at` integer NOT NULL,
	`source` text NOT NULL,
	`as_of` integer NOT NULL,
	`label` text,
	`evidence` text NOT NULL,
	`detected_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `market_events_started_idx` ON `market_events` (`started_at`);--> statement-breakpoint
CREATE INDEX `market_events_subject_idx` ON `market_events` (`kind`,`subject`,`status`);--> statement-breakpoint
CREATE TABLE `market_news` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`link` text NOT NULL,
	`feed` text NOT NULL,
	`published_at` integer NOT NULL,
	`symbols` text NOT NULL,
	`recorded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `market_news_published_idx` ON `market_news` (`published_at`);--> statement-breakpoint
CREATE TABLE `market_provider_state` (
	`provider` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`backoff_until` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `market_scan_runs` (
	`cron` text NOT NULL,
	`scheduled_time` integer NOT NULL,
	`assets` integer NOT NULL,
	`upstream_calls` integer NOT NULL,
	`snapshots` integer NOT NULL,
	`events` integer NOT NULL,
	`summary` text NOT NULL,
	PRIMARY KEY(`cron`, `scheduled_time`)
);
--> statement-breakpoint
CREATE TABLE `market_snapshots` (
	`symbol` text NOT NULL,
	`source` text NOT NULL,
	`as_of` integer NOT NULL,
	`price` real NOT NULL,
	`change_24h_pct` real,
	`market_cap` real,
	`volume_24h` real,
	`label` text,
	`recorded_at` integer NOT NULL,
	PRIMARY KEY(`symbol`, `source`, `as_of`)
);
--> statement-breakpoint
CREATE INDEX `market_snapshots_symbol_idx` ON `market_snapshots` (`symbol`,`as_of`);