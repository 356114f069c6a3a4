import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterWanted, toasterIsMounted } from "../../lib/notify";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  useEffect(toasterIsMounted, []);
  return null;
}

/** sonner's Toaster, loaded with the first notice (app/lib/notify.ts) rather than with the page. */
export function SiteToaster() {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setIsWanted(true)), []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the top: at the bottom a notice covered the product modal's buttons on a phone, where
          the modal is a sheet rising from the bottom. At the top it lies over the
          header, so a notice lets taps through: the cart icon under it is what a shopper taps
          next. Notices carry no buttons and leave on their own. */}
      <Toaster
        position="top-center"
        duration={3000}
        toastOptions={{ className: "font-sans pointer-events-none!" }}
      />
      <MountedSignal />
    </Suspense>
  );
}
