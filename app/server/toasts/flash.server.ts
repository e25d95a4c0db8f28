import { parse, serialize } from "cookie-es";
import { redirect } from "react-router";
import { type Toast, toastSchema } from "~/lib/toast";

const FLASH_COOKIE = "fh_flash";

function flashCookie(value: string, maxAge: number) {
  return serialize(FLASH_COOKIE, value, { path: "/", httpOnly: true, sameSite: "lax", maxAge });
}

/** A redirect that shows a toast on the page it lands on (the root loader reads and clears it). */
export function redirectWithToast(url: string, toast: Toast, headers: HeadersInit = {}) {
  const all = new Headers(headers);
  all.append("Set-Cookie", flashCookie(encodeURIComponent(JSON.stringify(toast)), 60));
  return redirect(url, { headers: all });
}

/** The pending toast, if any, and the header that clears it. */
export function readFlashToast(request: Request) {
  const raw = parse(request.headers.get("Cookie") ?? "")[FLASH_COOKIE];
  if (!raw) return { toast: null, clearCookie: null };
  let toast = null;
  try {
    const parsed = toastSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    toast = parsed.success ? parsed.data : null;
  } catch {
    toast = null;
  }
  return { toast, clearCookie: flashCookie("", 0) };
}
