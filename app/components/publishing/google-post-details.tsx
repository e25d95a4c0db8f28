import {
  GOOGLE_BUTTON_LABELS,
  GOOGLE_TOPIC_LABELS,
  type GooglePostFormat,
} from "~/lib/publishing/google-post";
import { shortLondonDateTime } from "~/lib/time";

/** The button's link, short enough for a calendar column: its host and path. */
function linkLabel(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return url;
  }
}

/** In a sentence: what kind of Google post it is and which button it carries. */
export function googleSummaryLine(format: GooglePostFormat) {
  const kind = GOOGLE_TOPIC_LABELS[format.topicType].toLowerCase();
  const button = format.callToAction ? GOOGLE_BUTTON_LABELS[format.callToAction.actionType] : null;
  return `On Google: ${kind === "offer" ? "an offer" : kind === "event" ? "an event" : "an update"}${button ? ` with a “${button}” button` : ""}.`;
}

/** A Google post's own parts, as Google shows them: the kind, the event or offer, the button. */
export function GooglePostDetails({ format }: { format: GooglePostFormat }) {
  const button = format.callToAction;
  return (
    <div className="space-y-1 rounded-lg border border-blue-100 bg-blue-50 px-3 py-2 text-sm text-ink">
      <p>
        <span className="font-semibold">{`Google ${GOOGLE_TOPIC_LABELS[format.topicType].toLowerCase()}`}</span>
        {format.event ? (
          <>
            {": "}
            {format.event.title}, {shortLondonDateTime(format.event.startsAt)} to{" "}
            {shortLondonDateTime(format.event.endsAt)}
          </>
        ) : null}
      </p>
      {format.offer?.couponCode ? <p>Code: {format.offer.couponCode}</p> : null}
      {format.offer?.termsConditions ? (
        <p className="text-muted">Terms: {format.offer.termsConditions}</p>
      ) : null}
      {button ? (
        <p>
          Button:{" "}
          <span className="inline-block rounded-full border border-blue-600 px-2 font-semibold text-blue-700">
            {GOOGLE_BUTTON_LABELS[button.actionType]}
          </span>{" "}
          {button.url ? (
            <span className="block truncate text-muted" title={button.url}>
              {linkLabel(button.url)}
            </span>
          ) : (
            "rings your Google listing's number"
          )}
        </p>
      ) : null}
    </div>
  );
}
