import type { ArtStyle } from "../art.server";
import { MOTIF_RATIO, svgUri } from "../art.server";
import { fairyLights } from "../decor.server";
import { PosterCanvas, Stage } from "./layout.server";
import {
  Art,
  artHeightFor,
  fitText,
  headlineLines,
  heroRowHeights,
  isTall,
  type PosterContent,
  scale,
  spareHeight,
  wrappedLines,
} from "./shared.server";
import { WhenBadge } from "./when-badge.server";

const ART: ArtStyle = {
  ink: "#1a0f08",
  line: 0,
  primary: "#e79a22",
  secondary: "#7a1f1f",
  accent: "#f3c969",
  light: "#fdf6e3",
  shaded: true,
  faces: false,
};

/** Soft out-of-focus lights, placed by the variant so each poster's bokeh differs. */
function bokeh(content: PosterContent) {
  const s = scale(content);
  const spots = Array.from({ length: 16 }, (_, i) => {
    const seed = (i + 1) * 7919 + content.variant * 104729;
    return {
      x: (seed % 1000) / 1000,
      y: ((seed * 31) % 1000) / 1000,
      r: 30 + ((seed * 17) % 90),
      warm: i % 3 !== 0,
    };
  });
  return spots.map((spot, i) => (
    <div
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list.
      key={i}
      style={{
        position: "absolute",
        left: spot.x * content.width - s(spot.r),
        top: spot.y * content.height - s(spot.r),
        width: s(spot.r * 2),
        height: s(spot.r * 2),
        borderRadius: "50%",
        backgroundImage: `radial-gradient(circle, ${spot.warm ? "rgba(255,196,110,0.55)" : "rgba(255,240,220,0.35)"} 0%, rgba(255,196,110,0) 70%)`,
      }}
    />
  ));
}

/** "Golden hour at the bar": a warm, photographic night scene with bokeh and a glowing pint. */
export function photorealisticPoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  const [hero = "pint", left = "pint", right = "plate"] = content.motifs;
  // A tall poster gives the lettering and the artwork the height a square one has not got.
  const lines = headlineLines(content, tall ? 3 : 2);
  // On one line the estimate has no next line to absorb its error: Oswald's capitals are measured wide.
  const headlineSize = fitText(
    content.headline.toUpperCase(),
    s(960),
    s(tall ? 190 : 124),
    lines,
    lines === 1 ? 0.56 : 0.5,
  );
  const spare = spareHeight(content);
  // A square's row keeps its size unless the lettering leaves less: a two-line headline over a day,
  // a price, a body and a call to action pushed the row up into the headline's second line.
  const rowShare =
    tall || spare > 0 ? 1 : Math.max(0.4, Math.min(1, (artRoom(content, headlineSize) - s(40)) / s(360)));
  const [leftHeight, heroHeight, rightHeight] = heroRowHeights(
    [left, hero, right],
    { side: Math.round(s(190) * rowShare), hero: Math.round(s(360) * rowShare) },
    s(10),
    s(1000),
  );
  // Tall or portrait: the hero stands alone as large as the lettering leaves room for, the others at
  // its feet (side by side, the three shrank to fit the width and left a third of the poster empty).
  const heroAlone = tall || spare > 0;
  const heroTall = heroAlone
    ? Math.min(
        artHeightFor(artRoom(content, headlineSize), 0.92, s(480), s(1000)),
        Math.round(s(880) / MOTIF_RATIO[hero]),
      )
    : 0;
  return (
    <PosterCanvas
      content={content}
      look={{
        fontFamily: "Inter",
        color: "#fdf3dc",
        backgroundImage:
          "radial-gradient(ellipse at 50% 58%, #a8541a 0%, #5a260c 38%, #25100a 72%, #120805 100%)",
      }}
    >
      {bokeh(content)}
      <img
        src={svgUri(fairyLights(1080, 160, ["#ffd27a", "#ffb347", "#fff1c1", "#ff9b5e"], "#3a2414"))}
        width={content.width}
        height={s(160)}
        style={{ position: "absolute", top: 0, left: 0, opacity: content.quiet ? 0 : 1 }}
        alt=""
      />
      <div
        style={{
          marginTop: s(tall ? 190 : 130),
          display: "flex",
          alignItems: "center",
          gap: s(18),
          fontSize: s(30),
          letterSpacing: s(8),
          textTransform: "uppercase",
          color: "#f3c969",
          fontWeight: 800,
        }}
      >
        <div style={{ width: s(70), height: s(3), backgroundColor: "#f3c969" }} />
        <div style={{ display: "flex" }}>{content.pubName}</div>
        <div style={{ width: s(70), height: s(3), backgroundColor: "#f3c969" }} />
      </div>
      <div
        style={{
          marginTop: s(14),
          fontFamily: "Oswald",
          fontSize: headlineSize,
          lineHeight: 1.02,
          textAlign: "center",
          textTransform: "uppercase",
          maxWidth: s(980),
          textShadow: `0 ${s(6)}px ${s(24)}px rgba(0,0,0,0.7)`,
          display: "flex",
          justifyContent: "center",
        }}
      >
        {content.headline}
      </div>
      <WhenBadge
        when={content.when}
        offers={content.offers}
        style={{
          marginTop: s(18),
          padding: `${s(8)}px ${s(30)}px`,
          borderRadius: s(40),
          // Cream lettering in a gold ring on the dark scene: a light pill among the bokeh read to
          // the eye, but a reader lost its price ("£16.95") in the glow around it.
          // No ring hugging the letters either: the reader took it for part of them on the week's list.
          backgroundColor: "rgba(20,10,4,0.78)",
          boxShadow: `0 0 ${s(18)}px rgba(243,201,105,0.55)`,
          color: "#fff4dc",
          // A tall poster has the room to make the day and the prices read from across the bar.
          fontSize: s(heroAlone ? 46 : 34),
          fontWeight: 800,
          // A long offer ("2 steaks and a bottle of wine £35") wraps inside the margins.
          maxWidth: s(940),
          textAlign: "center",
          justifyContent: "center",
        }}
      />
      {heroAlone ? (
        <Stage style={{ alignItems: "center", position: "relative", width: "100%" }}>
          <Art motif={hero} style={ART} height={heroTall} />
          <div style={{ display: "flex", position: "absolute", left: s(50), bottom: s(30) }}>
            <Art motif={left} style={ART} height={Math.round(heroTall * 0.38)} />
          </div>
          <div style={{ display: "flex", position: "absolute", right: s(50), bottom: s(30) }}>
            <Art motif={right} style={ART} height={Math.round(heroTall * 0.38)} />
          </div>
        </Stage>
      ) : (
        <Stage style={{ alignItems: "center", gap: s(10) }}>
          <div style={{ display: "flex", marginTop: s(40) }}>
            <Art motif={left} style={ART} height={leftHeight} />
          </div>
          <div style={{ display: "flex" }}>
            <Art motif={hero} style={ART} height={heroHeight} />
          </div>
          <div style={{ display: "flex", marginTop: s(40) }}>
            <Art motif={right} style={ART} height={rightHeight} />
          </div>
        </Stage>
      )}
      <div
        style={{
          width: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          padding: `${s(28)}px ${s(60)}px ${s(tall ? 90 : 44)}px`,
          backgroundImage: "linear-gradient(180deg, rgba(10,5,2,0.1) 0%, rgba(10,5,2,0.82) 35%)",
          borderTop: `${s(4)}px solid #f3c969`,
        }}
      >
        {content.overlay ? (
          <div style={{ fontSize: s(48), fontWeight: 800, textAlign: "center", display: "flex" }}>
            {content.overlay}
          </div>
        ) : null}
        {content.body ? (
          <div
            style={{
              marginTop: s(10),
              fontSize: s(28),
              color: "#e9d6b0",
              textAlign: "center",
              display: "flex",
              maxWidth: s(900),
            }}
          >
            {content.body}
          </div>
        ) : null}
      </div>
    </PosterCanvas>
  );
}

/** Height the poster has left for its artwork once the lettering above and the foot are placed. */
function artRoom(content: PosterContent, headlineSize: number): number {
  const s = scale(content);
  const tall = isTall(content);
  const lines = Math.min(3, wrappedLines(content.headline.toUpperCase(), s(960), headlineSize, 0.56));
  const header = s((tall ? 190 : 130) + 36 + 14) + lines * headlineSize * 1.02;
  const badges = content.when.length * s(18 + 76) + content.offers.length * s(18 + 92);
  const overlay = content.overlay ? wrappedLines(content.overlay, s(960), s(48), 0.55) * s(48) * 1.2 : 0;
  const body = content.body ? s(10) + wrappedLines(content.body, s(900), s(28), 0.5) * s(28) * 1.25 : 0;
  const foot = s(4 + 28 + (tall ? 90 : 44)) + overlay + body;
  return content.height - header - badges - foot - s(40);
}
