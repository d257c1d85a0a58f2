/** The cloud browser's shapes the site imports (pure: no runtime modules, so the site can import it). */

export type ArtifactKind = "screenshot" | "pdf" | "data";

export interface ArtifactView {
  id: string;
  kind: ArtifactKind;
  contentType: string;
  size: number;
  title: string;
  sourceUrl: string | null;
  sessionId: string | null;
  createdAt: string;
  /** The site route that serves the bytes to their owner. */
  url: string;
}
