/**
 * What the route tests' services sign marketing links with and serve them from
 * (support/route-context.ts), for tests that call the marketing jobs' queues directly.
 */
export const testMarketingLinks = {
  publicUrl: "https://loris.example",
  secret: "route-test-secret",
  replyTo: "Loris <orders@loris.example>",
} as const;
