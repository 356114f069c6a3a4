import { getServices } from "#server/services.ts";
import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = getServices(context).config;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /checkout",
    "Disallow: /load-test",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
