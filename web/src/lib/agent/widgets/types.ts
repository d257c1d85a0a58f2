import type { AgentView, Widget } from "../types";

/** Every widget component takes the same props: the registry can swap one for another. */
export interface WidgetProps {
  widget: Widget;
  agent: AgentView;
}
