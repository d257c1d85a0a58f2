import type { Portfolio } from "./store";

const iso = (t: number) => new Date(t).toISOString();

export function portfolioView(row: Portfolio) {
  return { id: row.id, name: row.name, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}
