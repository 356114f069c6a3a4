import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/** An admin list that dims and says it is busy while the next search or page loads. */
export function LoadingList({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/admin/products");
  return (
    <div aria-busy={isLoading} className={`transition-opacity ${isLoading ? "opacity-50" : ""}`}>
      {children}
    </div>
  );
}
