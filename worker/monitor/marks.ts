import type { Condition } from "./conditions";

/**
 * "The same condition alerts once a day unless it worsens": one mark per condition key in the
 * agent's SQLite (table alert_marks, version 3) with the local day and how far past the line it
 * was. A mark from an earlier day no longer silences anything.
 */

/** How much further past the line (percentage points; one severity step for events) counts as worse. */
export const WORSEN_STEP = 2.5;

type Mark = { key: string; day: string; magnitude: number; alerted_at: number };

export class AlertMarks {
  constructor(private readonly sql: SqlStorage) {}

  /** The conditions that should alert now (new today, or worse than when they last alerted). */
  due(conditions: readonly Condition[], day: string): Condition[] {
    return conditions.filter((c) => {
      const mark = this.sql.exec<Mark>("SELECT * FROM alert_marks WHERE key = ?", c.key).toArray()[0];
      return !mark || mark.day !== day || c.magnitude >= mark.magnitude + WORSEN_STEP;
    });
  }

  record(c: Condition, day: string, now: number): void {
    this.sql.exec(
      "INSERT INTO alert_marks (key, day, magnitude, alerted_at) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET day = excluded.day, magnitude = excluded.magnitude, alerted_at = excluded.alerted_at",
      c.key, day, c.magnitude, now,
    );
  }

  /** Marks older than a week say nothing about today; dropped so the table stays small. */
  prune(now: number): void {
    this.sql.exec("DELETE FROM alert_marks WHERE alerted_at < ?", now - 7 * 86_400_000);
  }
}
