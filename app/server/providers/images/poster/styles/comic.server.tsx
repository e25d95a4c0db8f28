import { type ArtStyle, svgUri } from "../art.server";
import { burst } from "../decor.server";
import { PosterCanvas, Stage } from "./layout.server";
import { Art, artHeightFor, fitText, isTall, type PosterContent, scale, wrappedLines } from "./shared.server";
import { WhenBadge } from "./when-badge.server";

const INK = "#111111";
const ART: ArtStyle = {
  ink: INK,
  line: 7,
  primary: "#e63946",
  secondary: "#1d7fe0",
  accent: "#ffd60a",
  light: "#ffffff",
  shaded: false,
  faces: false,
};

function Panel({
  children,
  rotate,
  size,
  width = size,
}: {
  children: React.ReactNode;
  rotate: number;
  size: number;
  /** Wider than tall for the tall poster's strip; square by default. */
  width?: number;
}) {
  return (
    <div
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

/** "Comic strip": halftone yellow, a red burst behind slanted lettering, framed panels, a speech bubble. */
export function comicPoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  const [hero = "pint", left = "pint", right = "plate"] = content.motifs;
  const headline = `${content.headline.toUpperCase()}!`;
  const headlineSize = fitText(headline, s(820), s(tall ? 170 : 140), 2, 0.46);
  const burstSize = s(tall ? 1000 : 900);
  // Three panels (the middle one 1.25×) and their gaps must fit the width.
  const panel = Math.min(s(tall ? 330 : 250), Math.floor((content.width - s(140)) / 3.35));
  const stroke = [
    `${s(4)}px ${s(4)}px 0 ${INK}`,
    `-${s(4)}px -${s(4)}px 0 ${INK}`,
    `${s(4)}px -${s(4)}px 0 ${INK}`,
    `-${s(4)}px ${s(4)}px 0 ${INK}`,
    `${s(10)}px ${s(10)}px 0 ${INK}`,
  ].join(", ");
  return (
    <PosterCanvas
      content={content}
      look={{
        fontFamily: "Bangers",
        color: INK,
        backgroundColor: "#ffd60a",
        backgroundImage: "radial-gradient(circle, rgba(230,57,70,0.35) 22%, rgba(255,214,10,0) 24%)",
        backgroundSize: `${s(26)}px ${s(26)}px`,
      }}
    >
      <img
        src={svgUri(burst(900, 16, "#e63946", INK, 10))}
        width={burstSize}
        height={Math.round(burstSize * 0.62)}
        style={{ position: "absolute", top: s(tall ? 70 : 10), left: (content.width - burstSize) / 2 }}
        alt=""
      />
      <div
        style={{
          marginTop: s(tall ? 130 : 54),
          padding: `${s(6)}px ${s(22)}px`,
          backgroundColor: "#ffffff",
          border: `${s(5)}px solid ${INK}`,
          fontSize: s(36),
          letterSpacing: s(3),
          display: "flex",
          transform: "rotate(-3deg)",
        }}
      >
        {`${content.pubName} presents`}
      </div>
      <div
        style={{
          marginTop: s(16),
          fontSize: headlineSize,
          lineHeight: 0.95,
          color: "#ffd60a",
          textAlign: "center",
          maxWidth: s(860),
          display: "flex",
          justifyContent: "center",
          transform: "rotate(-4deg)",
          letterSpacing: s(3),
          textShadow: stroke,
        }}
      >
        {headline}
      </div>
      <WhenBadge
        when={content.when}
        offers={content.offers}
        style={{
          marginTop: s(22),
          padding: `${s(8)}px ${s(26)}px`,
          backgroundColor: "#1d7fe0",
          color: "#ffffff",
          border: `${s(5)}px solid ${INK}`,
          fontSize: s(44),
          letterSpacing: s(2),
          transform: "rotate(2deg)",
        }}
      />
      {tall ? (
        <ComicStrip content={content} free={stripRoom(content, headline, headlineSize)} />
      ) : (
        <Stage style={{ alignItems: "center", gap: s(30) }}>
          <Panel rotate={-4} size={panel}>
            <Art motif={left} style={ART} height={Math.round(panel * 0.8)} />
          </Panel>
          <Panel rotate={2} size={Math.round(panel * 1.25)}>
            <Art motif={hero} style={ART} height={Math.round(panel * 1.0)} />
          </Panel>
          <Panel rotate={5} size={panel}>
            <Art motif={right} style={ART} height={Math.round(panel * 0.7)} />
          </Panel>
        </Stage>
      )}
      {content.overlay ? (
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            marginBottom: s(tall ? 24 : 50),
          }}
        >
          <div
            style={{
              padding: `${s(18)}px ${s(40)}px`,
              backgroundColor: "#ffffff",
              border: `${s(6)}px solid ${INK}`,
              borderRadius: s(60),
              fontSize: s(48),
              letterSpacing: s(2),
              textAlign: "center",
              maxWidth: s(920),
              display: "flex",
            }}
          >
            {content.overlay}
          </div>
        </div>
      ) : tall ? null : (
        <div style={{ height: s(50), display: "flex" }} />
      )}
      {tall ? <CaptionBox content={content} /> : null}
    </PosterCanvas>
  );
}

/** Height left for the tall poster's strip once the lettering, the overlay and the caption box are in. */
function stripRoom(content: PosterContent, headline: string, headlineSize: number): number {
  const s = scale(content);
  const lines = Math.min(2, wrappedLines(headline, s(820), headlineSize, 0.46));
  const header = s(130 + 56 + 16) + lines * headlineSize * 0.95;
  const badges =
    (content.when ? s(22 + 70) : 0) + content.offers.length * s(content.offers.length > 1 ? 90 : 100);
  const overlay = content.overlay
    ? wrappedLines(content.overlay, s(840), s(48), 0.45) * s(48) * 1.2 + s(36 + 12 + 24)
    : 0;
  const caption = s(30 + 64 + 120 + 40);
  return content.height - header - badges - overlay - caption - s(90);
}

/**
 * The tall poster's artwork as a comic strip: a wide panel with the hero, then two panels with the
 * supporting pieces, and a speech bubble carrying the brief's own words when they say more.
 */
function ComicStrip({ content, free }: { content: PosterContent; free: number }) {
  const s = scale(content);
  const [hero = "pint", left = "pint", right = "plate"] = content.motifs;
  const bubbleSize = s(40);
  const bubble = content.body
    ? wrappedLines(content.body, s(760), bubbleSize, 0.42) * bubbleSize * 1.15 + s(90)
    : 0;
  const room = free - bubble;
  const wide = artHeightFor(room * 0.58, 1, s(260), s(560));
  const small = artHeightFor(room * 0.42 - s(50), 1, s(200), s(400));
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
            style={{ position: "absolute", top: 0, left: 0 }}
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
      {content.body ? (
        <div
          style={{
            padding: `${s(22)}px ${s(40)}px`,
            backgroundColor: "#ffffff",
            border: `${s(6)}px solid ${INK}`,
            borderRadius: s(50),
            fontSize: bubbleSize,
            lineHeight: 1.15,
            letterSpacing: s(1),
            textAlign: "center",
            maxWidth: s(860),
            display: "flex",
          }}
        >
          {content.body}
        </div>
      ) : null}
    </div>
  );
}

/** The tall poster's foot: a black caption box, as a comic's narrator would have it, naming the pub. */
function CaptionBox({ content }: { content: PosterContent }) {
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
        See you there!
      </div>
    </div>
  );
}
