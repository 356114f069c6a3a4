/** GET /healthz or /readyz of `origin`: status, Retry-After, Cache-Control and JSON body. */
export async function probeHealth(origin: string, path: "/healthz" | "/readyz") {
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    cacheControl: response.headers.get("Cache-Control"),
    body: (await response.json()) as { status: string; reason?: string },
  };
}
