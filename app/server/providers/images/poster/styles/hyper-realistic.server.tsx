import { type ArtStyle, MOTIF_RATIO, svgUri } from "../art.server";
import { star } from "../decor.server";
import { PosterCanvas, Stage } from "./layout.server";
import {
  Art,
  artHeightFor,
  bodyHeight,
  fitText,
  headlineLines,
  isTall,
  type PosterContent,
  scale,
  spareHeight,
  wrappedLines,
} from "./shared.server";
import { WhenBadge } from "./when-badge.server";

const ART: ArtStyle = {
  ink: "#0b0b0b",
  line: 0,
  primary: "#f2b632",
  secondary: "#6b1111",
  accent: "#ffd36b",
  light: "#f4f4f4",
  shaded: true,
  faces: false,
};

const GOLD = "#e9c46a";

/** A small star glinting in the spotlight, placed absolutely at `at`. */
function Sparkle({ size, at }: { size: number; at: { top: number; left?: number; right?: number } }) {
  return (
    <img
      src={svgUri(star("#ffe9b0"))}
      width={size}
      height={size}
      style={{ position: "absolute", ...at }}
      alt=""
    />
  );
}

/** "Spotlight": a black studio, one hard light from above, the hero object huge with its reflection. */
export function hyperRealisticPoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  const [hero = "pint"] = content.motifs;
  const headlineSize = fitText(
    content.headline.toUpperCase(),
    s(980),
    s(tall ? 190 : 150),
    headlineLines(content),
    0.52,
  );
  const bodySize = s(tall ? 46 : 40);
  const body = bodyHeight(content, {
    width: s(900),
    size: bodySize,
    charRatio: 0.45,
    lineHeight: 1.2,
    gap: s(16),
  });
  // The one object fills what the lettering leaves (a portrait's extra height too), never wider
  // than the spotlight.
  const heroHeight = Math.min(
    tall
      ? artHeightFor(roomFor(content, headlineSize) - body, 0.92, s(560), s(1100))
      : // Never more than the lettering leaves: two headline lines over two prices left the art
        // no room, and the poster squeezed its headline into the badges.
        Math.min(s(470) + Math.round(spareHeight(content) * 0.85), roomFor(content, headlineSize)) - body,
    Math.round(s(980) / MOTIF_RATIO[hero]),
  );
  return (
    <PosterCanvas
      content={content}
      look={{
        fontFamily: "Inter",
        color: "#ffffff",
        backgroundColor: "#050505",
        backgroundImage:
          "radial-gradient(ellipse 60% 55% at 50% 46%, rgba(255,236,200,0.34) 0%, rgba(120,90,50,0.12) 45%, rgba(0,0,0,0) 75%)",
      }}
    >
      <div
        style={{
          marginTop: s(tall ? 110 : 60),
          // A crowded poster squeezes the artwork, never the headline (its lines would run into the badges).
          flexShrink: 0,
          fontFamily: "Anton",
          fontSize: headlineSize,
          lineHeight: 0.95,
          textTransform: "uppercase",
          textAlign: "center",
          color: GOLD,
          letterSpacing: s(2),
          maxWidth: s(1000),
          display: "flex",
          justifyContent: "center",
          textShadow: `0 0 ${s(30)}px rgba(233,196,106,0.45)`,
        }}
      >
        {content.headline}
      </div>
      <WhenBadge
        when={content.when}
        offers={content.offers}
        style={{
          marginTop: s(14),
          fontSize: s(34),
          fontWeight: 800,
          letterSpacing: s(10),
          textTransform: "uppercase",
          color: "#ffffff",
          // A long offer ("2 steaks and a bottle of wine £35") wraps inside the margins.
          maxWidth: s(940),
          textAlign: "center",
          justifyContent: "center",
        }}
      />
      {content.body ? (
        // The brief's own detail ("DJ", "Six Nations") as a line of copy under the billing.
        <div
          style={{
            marginTop: s(16),
            fontFamily: "Playfair Display",
            fontStyle: "italic",
            fontSize: bodySize,
            lineHeight: 1.2,
            color: "#f4e3b5",
            textAlign: "center",
            maxWidth: s(920),
            display: "flex",
            justifyContent: "center",
          }}
        >
          {content.body}
        </div>
      ) : null}
      <Stage
        style={{
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          position: "relative",
        }}
      >
        <Sparkle size={s(40)} at={{ top: s(50), left: s(-230) }} />
        <Sparkle size={s(26)} at={{ top: s(140), right: s(-200) }} />
        <Art motif={hero} style={ART} height={heroHeight} />
        <div
          style={{
            marginTop: s(-10),
            width: s(tall ? 560 : 420),
            height: s(44),
            borderRadius: "50%",
            backgroundImage: "radial-gradient(ellipse, rgba(255,230,180,0.35) 0%, rgba(0,0,0,0) 70%)",
            display: "flex",
          }}
        />
      </Stage>
      {content.overlay ? (
        <div
          style={{
            marginBottom: s(26),
            padding: `${s(16)}px ${s(36)}px`,
            border: `${s(3)}px solid ${GOLD}`,
            fontSize: s(44),
            fontWeight: 800,
            textAlign: "center",
            maxWidth: s(940),
            display: "flex",
          }}
        >
          {content.overlay}
        </div>
      ) : null}
      <div
        style={{
          marginBottom: s(tall ? 110 : 46),
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: s(8),
        }}
      >
        <div style={{ width: s(120), height: s(3), backgroundColor: GOLD }} />
        <div
          style={{
            fontSize: s(30),
            fontWeight: 800,
            letterSpacing: s(12),
            textTransform: "uppercase",
            color: GOLD,
            display: "flex",
          }}
        >
          {content.pubName}
        </div>
      </div>
    </PosterCanvas>
  );
}

/** Height a poster has left for its object once the lettering above and the foot are placed. */
function roomFor(content: PosterContent, headlineSize: number): number {
  const s = scale(content);
  const tall = isTall(content);
  const lines = Math.min(
    headlineLines(content),
    wrappedLines(content.headline.toUpperCase(), s(980), headlineSize, 0.52),
  );
  const header = s(tall ? 110 : 60) + lines * headlineSize * 0.95;
  const badges = (content.when.length + content.offers.length) * s(14 + 52);
  const overlay = content.overlay
    ? wrappedLines(content.overlay, s(870), s(44), 0.55) * s(44) * 1.2 + s(32 + 26)
    : 0;
  const foot = s(3 + 8 + 40 + (tall ? 110 : 46)) + overlay;
  return content.height - header - badges - foot - s(44 + 40);
}
