import type { Express } from "express";
import { databaseReadiness } from "#server/health/readiness.ts";
import { createHost, type HostOptions } from "#server/http-host.ts";
import { securityHeaders } from "#server/http/security-headers.ts";
import { mediaRedirectOf } from "#server/media/bucket-redirect.ts";
import { createSuggestionCache } from "#server/search/suggestion-cache.ts";
import type { AppServices } from "#server/services.ts";

/** What a test chooses of the host; the rest follows from the services, as in server/main.ts. */
export type TestHostOptions = Pick<HostOptions, "clientDir" | "uploadsDir" | "appHandler"> &
  Partial<Pick<HostOptions, "pageCache" | "trustProxy">>;

/**
 * The Express host as server/main.ts builds it over `services`: Better Auth, the security
 * headers of its config, its log, media redirects when a bucket is set, its own suggestion cache and
 * readiness check.
 */
export async function createTestHost(
  services: AppServices,
  options: TestHostOptions,
): Promise<Express> {
  return createHost({
    ...options,
    mediaRedirect: mediaRedirectOf(services.media),
    auth: services.auth,
    publicUrl: services.config.publicUrl,
    securityHeaders: securityHeaders(services.config),
    suggestions: await createSuggestionCache(services.db, services.listen),
    log: services.log,
    readiness: databaseReadiness(services.db, services.shutdown),
  });
}
