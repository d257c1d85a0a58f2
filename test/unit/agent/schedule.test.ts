import { describe, expect, it } from "vitest";
import { alarmTime, dueRows, nextLocalTime } from "../../../worker/agent/schedule/time";

const at = (iso: string) => Date.parse(iso);

describe("next 08:00 in the user's time zone", () => {
  it("later today when it is before 08:00 local", () => {
    expect(nextLocalTime(at("2026-03-02T05:00:00Z"), "Europe/Paris")).toBe(at("2026-03-02T07:00:00Z"));
  });
  it("tomorrow when 08:00 local has passed (and exactly at 08:00)", () => {
    expect(nextLocalTime(at("2026-03-02T07:00:00Z"), "Europe/Paris")).toBe(at("2026-03-03T07:00:00Z"));
    expect(nextLocalTime(at("2026-03-02T12:00:00Z"), "Europe/Paris")).toBe(at("2026-03-03T07:00:00Z"));
  });
  it("across the spring-forward night it stays 08:00 local (New York, 8 March 2026)", () => {
    // 7 March 09:00 EST = 14:00Z; the next brief is 8 March 08:00 EDT = 12:00Z (23 hours later).
    expect(nextLocalTime(at("2026-03-07T14:00:00Z"), "America/New_York")).toBe(at("2026-03-08T12:00:00Z"));
  });
  it("across the fall-back night it stays 08:00 local (Paris, 25 October 2026)", () => {
    // 24 Oct 09:00 CEST = 07:00Z; next is 25 Oct 08:00 CET = 07:00Z (25 hours later).
    expect(nextLocalTime(at("2026-10-24T07:00:00Z"), "Europe/Paris")).toBe(at("2026-10-25T07:00:00Z"));
  });
  it("uses the local calendar day, not the UTC one (Tokyo, Auckland, Los Angeles)", () => {
    // 22:30Z is already 07:30 on 2 June in Tokyo: the brief is half an hour away.
    expect(nextLocalTime(at("2026-06-01T22:30:00Z"), "Asia/Tokyo")).toBe(at("2026-06-01T23:00:00Z"));
    expect(nextLocalTime(at("2026-06-01T18:00:00Z"), "Pacific/Auckland")).toBe(at("2026-06-01T20:00:00Z"));
    expect(nextLocalTime(at("2026-06-01T16:00:00Z"), "America/Los_Angeles")).toBe(at("2026-06-02T15:00:00Z"));
  });
  it("crosses month and year ends", () => {
    expect(nextLocalTime(at("2026-12-31T20:00:00Z"), "UTC")).toBe(at("2027-01-01T08:00:00Z"));
  });
});

describe("one alarm for every row", () => {
  const rows = [
    { id: "a", nextRun: 300, running: false },
    { id: "b", nextRun: 100, running: false },
  ];
  it("arms the earliest row", () => {
    expect(alarmTime(rows, "awake")).toBe(100);
    expect(alarmTime(rows, "asleep")).toBe(100);
  });
  it("arms nothing while paused or deleted, or with no rows", () => {
    expect(alarmTime(rows, "paused")).toBeNull();
    expect(alarmTime(rows, "deleted")).toBeNull();
    expect(alarmTime([], "awake")).toBeNull();
  });
  it("runs every overdue row, oldest first, and nothing in the future", () => {
    expect(dueRows(rows, 300).map((r) => r.id)).toEqual(["b", "a"]);
    expect(dueRows(rows, 299).map((r) => r.id)).toEqual(["b"]);
    expect(dueRows(rows, 99)).toEqual([]);
  });
});
