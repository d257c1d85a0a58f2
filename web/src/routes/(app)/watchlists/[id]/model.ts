/** What /app/watchlists/:id answers (the site route's view). */
export interface Item {
  id: string;
  symbol: string;
  entryTarget: number | null;
  notes: string | null;
}
export interface Detail {
  id: string;
  name: string;
  items: Item[];
}
