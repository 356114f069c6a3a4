import { data } from "react-router";
import { NotFound } from "../components/layout/not-found";

export const meta = () => [
  { title: "Page not found | Loris" },
  { name: "robots", content: "noindex" },
];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
