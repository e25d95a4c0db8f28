/** The comic style's pieces: its ink and art colours, the framed panel, and the tall poster's strip and caption box. */
import type { ReactNode } from "react";
import { type ArtStyle, svgUri } from "../art.server";
import { burst } from "../decor.server";
import { Art, artHeightFor, fitText, isTall, type PosterContent, scale, wrappedLines } from "./shared.server";

export const INK = "#111111";
export const ART: ArtStyle = {
  ink: INK,
  line: 7,
  primary: "#e63946",
  secondary: "#1d7fe0",
  accent: "#ffd60a",
  light: "#ffffff",
  shaded: false,
  faces: false,
};

export function Panel({
  children,
  rotate,
  size,
  width = size,
}: {
  children: ReactNode;
  rotate: number;
  size: number;
  /** Wider than tall for the tall poster's strip; square by default. */
  width?: number;
}) {
  return (
    <div
      // The panel is drawn artwork, as the picture in it is (for the layout checks).
      data-art="panel"
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "space-around",
        width,
        height: size,
        backgroundColor: "#ffffff",
        border: `${Math.round(size / 40)}px solid ${INK}`,
        boxShadow: `${Math.round(size / 24)}px ${Math.round(size / 24)}px 0 ${INK}`,
        transform: `rotate(${rotate}deg)`,
      }}
    >
      {children}
    </div>
  );
}

/**
 * Height left for the strip once the lettering, the overlay and (on a tall poster) the caption box
 * are in. A 4:5 portrait draws the strip too, under the square's lettering, with no caption box.
 */
export function stripRoom(content: PosterContent, headline: string, headlineSize: number): number {
  const s = scale(content);
  const tall = isTall(content);
  const lines = Math.min(2, wrappedLines(headline, s(820), headlineSize, 0.46));
  const header = s((tall ? 130 : 54) + 56 + 16) + lines * headlineSize * 0.95;
  const badges =
    (content.when.length > 0 ? s(36) + content.when.length * s(70) : 0) +
    content.offers.length * s(content.offers.length > 1 ? 90 : 100);
  const overlay = content.overlay
    ? wrappedLines(content.overlay, s(840), s(48), 0.45) * s(48) * 1.2 + s(36 + 12 + 24)
    : 0;
  const caption = tall ? s(30 + 64 + 120 + 40) : s(50);
  return content.height - header - badges - overlay - caption - s(90);
}

/**
 * The tall poster's artwork as a comic strip: a wide panel with the hero, then two panels with the
 * supporting pieces, and a speech bubble carrying the brief's own words when they say more.
 */
export function ComicStrip({ content, free }: { content: PosterContent; free: number }) {
  const s = scale(content);
  const [hero = "pint", left = "pint", right = "plate"] = content.motifs;
  const bubbleSize = s(40);
  const bubble = content.body
    ? wrappedLines(content.body, s(760), bubbleSize, 0.42) * bubbleSize * 1.15 + s(90)
    : 0;
  const room = free - bubble;
  // The portrait's strip has no caption box under it: its wide panel takes a little more.
  // The portrait's panels give way further when its lettering needs the room (never below a
  // size the pictures still read at).
  const wide = isTall(content)
    ? artHeightFor(room * 0.58, 1, s(260), s(560))
    : artHeightFor(room * 0.62, 1, s(150), s(640));
  const small = artHeightFor(room * 0.42 - s(50), 1, s(isTall(content) ? 200 : 120), s(400));
  return (
    <div
      style={{
        flexGrow: 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: s(40),
        marginTop: s(30),
      }}
    >
      <Panel rotate={-2} size={wide} width={s(900)}>
        <div
          style={{
            display: "flex",
            position: "relative",
            alignItems: "center",
            justifyContent: "center",
            width: Math.round(wide * 1.5),
            height: Math.round(wide * 0.92),
          }}
        >
          <img
            src={svgUri(burst(300, 14, "#1d7fe0", INK, 6))}
            width={Math.round(wide * 1.5)}
            height={Math.round(wide * 0.92)}
            // A loss gets no "POW" behind it.
            style={{ position: "absolute", top: 0, left: 0, opacity: content.quiet ? 0 : 1 }}
            alt=""
          />
          <Art motif={hero} style={ART} height={Math.round(wide * 0.72)} />
        </div>
      </Panel>
      <div style={{ display: "flex", gap: s(40) }}>
        <Panel rotate={3} size={small} width={s(420)}>
          <Art motif={left} style={ART} height={Math.round(small * 0.75)} />
        </Panel>
        <Panel rotate={-3} size={small} width={s(420)}>
          <Art motif={right} style={ART} height={Math.round(small * 0.7)} />
        </Panel>
      </div>
      {content.body ? <SpeechBubble text={content.body} size={bubbleSize} content={content} /> : null}
    </div>
  );
}

/** The brief's own words in a white speech bubble, `size` px Bangers, wrapped within s(860). */
export function SpeechBubble({
  text,
  size,
  content,
}: {
  text: string;
  size: number;
  content: PosterContent;
}) {
  const s = scale(content);
  return (
    <div
      style={{
        padding: `${s(22)}px ${s(40)}px`,
        backgroundColor: "#ffffff",
        border: `${s(6)}px solid ${INK}`,
        borderRadius: s(50),
        fontSize: size,
        lineHeight: 1.15,
        letterSpacing: s(1),
        textAlign: "center",
        maxWidth: s(860),
        display: "flex",
      }}
    >
      {text}
    </div>
  );
}

/** The tall poster's foot: a black caption box, as a comic's narrator would have it, naming the pub. */
export function CaptionBox({ content }: { content: PosterContent }) {
  const s = scale(content);
  return (
    <div
      style={{
        alignSelf: "stretch",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        backgroundColor: INK,
        color: "#ffd60a",
        padding: `${s(30)}px ${s(60)}px ${s(120)}px`,
        borderTop: `${s(8)}px solid #e63946`,
      }}
    >
      <div
        style={{
          fontSize: fitText(content.pubName.toUpperCase(), s(900), s(72), 1, 0.46),
          letterSpacing: s(3),
          display: "flex",
        }}
      >
        {content.pubName.toUpperCase()}
      </div>
      <div style={{ fontSize: s(36), letterSpacing: s(3), color: "#ffffff", display: "flex" }}>
        {`${content.signOff}${content.quiet ? "" : "!"}`}
      </div>
    </div>
  );
}
