import { SiteLoader } from "../components/layout/site-loader";

export const meta = () => [{ title: "Loris" }, { name: "robots", content: "noindex" }];

/** SPEC §2: /load-test shows the loader screen. */
export default function LoadTest() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center">
      <SiteLoader isAlwaysShown />
    </div>
  );
}
