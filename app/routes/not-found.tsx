import { data } from "react-router";
import { STATIC_PAGE } from "~/lib/page-handle";

export const handle = STATIC_PAGE;

/** Any unknown path: a real 404 status, rendered by the root error boundary as '404 Page Not Found'. */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
