/**
 * The settings the server put in the page (`<script id="public-config">`). A module of its own so
 * the root chunk can read them without the HTTP client.
 */
export function readPublicConfig(doc: Document = document): { api_base_url: string } {
  const raw = doc.getElementById("public-config")?.textContent;
  const parsed = raw ? (JSON.parse(raw) as { api_base_url?: unknown }) : {};
  return { api_base_url: typeof parsed.api_base_url === "string" ? parsed.api_base_url : "/api/v1" };
}
