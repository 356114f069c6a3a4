import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * After a success message, goes to `to` in `delayMs` (SPEC §9: 1 s after login, 1.5 s after
 * registration). Without JavaScript a meta refresh does the same.
 */
export function DelayedRedirect({ to, delayMs }: { to?: string; delayMs: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
  if (!to) return null;
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${Math.ceil(delayMs / 1000)};url=${to}`} />
    </noscript>
  );
}
