import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ignoreCancelledReads } from "./lib/cancelled-reads";

// React Router's own client entry, with cancelled background reads kept quiet first.
ignoreCancelledReads(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
