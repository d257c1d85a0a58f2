import { error } from "@sveltejs/kit";
import { findArea } from "$lib/areas";

export function load({ params }) {
  const area = findArea(params.area);
  if (!area) error(404, "No such page.");
  return { area };
}
