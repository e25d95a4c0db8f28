import { type ArtStyle, MOTIF_RATIO, svgUri } from "../art.server";
import { hills } from "../decor.server";
import { PosterCanvas, Stage, Tilted } from "./layout.server";
import {
  Art,
  artHeightFor,
  bodyHeight,
  fitText,
  headlineLines,
  heroRowHeights,
  isTall,
  offersWrapHeight,
  type PosterContent,
  scale,
  spareHeight,
  wrappedLines,
} from "./shared.server";
import { WhenBadge } from "./when-badge.server";

const ART: ArtStyle = {
  ink: "#3b2a20",
  line: 0,
  primary: "#ff7a59",
  secondary: "#6c5ce7",
  accent: "#ffcf4a",
  light: "#ffffff",
  shaded: true,
  faces: true,
};

const CONFETTI = ["#ff6b6b", "#ffd93d", "#6bcB77", "#4d96ff", "#ff9ff3"];

/** "Toon town": a bright sky, rolling hills and cheerful characters with faces, bubbly lettering. */
export function pixarPoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  const [hero = "pint", left = "pint", right = "plate"] = content.motifs;
  const headlineSize = fitText(content.headline, s(960), s(tall ? 150 : 126), headlineLines(content), 0.56);
  // Tall: the characters take what the lettering leaves, so the sky is never a blank half-page.
  // The hero stands alone in the middle (at most s(860) wide), the others at its feet; a portrait's
  // extra height goes to the characters the same way.
  const heroAlone = tall || spareHeight(content) > 0;
  const bodySize = s(heroAlone ? 42 : 36);
  const body = bodyHeight(content, {
    width: s(840),
    size: bodySize,
    charRatio: 0.56,
    lineHeight: 1.15,
    gap: s(16 + 12),
  });
  // An offer that wraps ("£15 tickets including fizz at midnight") takes its second line from the art.
  const badgeSize = s(heroAlone ? 50 : 40) * (content.offers.length > 1 ? 1.15 : 1.35);
  const offersWrap = offersWrapHeight(content, {
    width: s(940 - 56),
    size: badgeSize,
    charRatio: 0.56,
    lineHeight: 1.2,
  });
  const heroTall = heroAlone
    ? Math.min(
        artHeightFor(tallRoom(content, headlineSize) - body - offersWrap, 0.95, s(480), s(900)),
        Math.round(s(860) / MOTIF_RATIO[hero]),
      )
    : 0;
  // The square's row gives up the body line's height, the pieces shrunk together.
  const rowShare = (s(430) - body - offersWrap) / s(430);
  const [leftHeight, heroHeight, rightHeight] = heroRowHeights(
    [left, hero, right],
    { side: Math.round(s(250) * rowShare), hero: s(430) - body - offersWrap },
    s(10),
    s(1040),
  );
  const hillsHeight = heroAlone ? Math.round(heroTall * 0.7 + s(380)) : s(400);
  const outline = [
    `${s(5)}px ${s(5)}px 0 #5a3bc4`,
    `-${s(3)}px -${s(3)}px 0 #5a3bc4`,
    `${s(3)}px -${s(3)}px 0 #5a3bc4`,
    `-${s(3)}px ${s(3)}px 0 #5a3bc4`,
    `0 ${s(12)}px ${s(18)}px rgba(40,20,90,0.35)`,
  ].join(", ");
  return (
    <PosterCanvas
      content={content}
      look={{
        fontFamily: "Fredoka",
        color: "#ffffff",
        backgroundImage: "linear-gradient(180deg, #3fb6ff 0%, #8fd8ff 55%, #d9f4ff 100%)",
      }}
    >
      {Array.from({ length: content.quiet ? 0 : 22 }, (_, i) => {
        const seed = (i + 3) * 7877 + content.variant * 3571;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decoration.
            key={i}
            style={{
              position: "absolute",
              left: (seed % 1000) * (content.width / 1000),
              top: ((seed * 13) % 1000) * (content.height / 1000) * 0.55,
              width: s(14 + (seed % 10)),
              height: s(14 + (seed % 10)),
              borderRadius: i % 2 ? "50%" : s(4),
              backgroundColor: CONFETTI[i % CONFETTI.length],
              transform: `rotate(${seed % 90}deg)`,
            }}
          />
        );
      })}
      <img
        src={svgUri(hills(1080, 420, "#5bd16b", "#43b85a"))}
        width={content.width}
        height={hillsHeight}
        style={{ position: "absolute", bottom: 0, left: 0 }}
        alt=""
      />
      <div
        style={{
          marginTop: s(tall ? 120 : 56),
          padding: `${s(10)}px ${s(30)}px`,
          backgroundColor: "#ffffff",
          color: "#5a3bc4",
          borderRadius: s(40),
          fontSize: s(32),
          display: "flex",
          boxShadow: `0 ${s(6)}px 0 #5a3bc4`,
        }}
      >
        {content.pubName}
      </div>
      <div
        style={{
          marginTop: s(18),
          fontSize: headlineSize,
          lineHeight: 1,
          textAlign: "center",
          maxWidth: s(980),
          display: "flex",
          justifyContent: "center",
          textShadow: outline,
        }}
      >
        {content.headline}
      </div>
      <WhenBadge
        when={content.when}
        offers={content.offers}
        style={{
          marginTop: s(16),
          padding: `${s(8)}px ${s(28)}px`,
          backgroundColor: "#ffcf4a",
          color: "#5a3bc4",
          borderRadius: s(24),
          // A tall poster has the room to make the day and the prices read from across the bar.
          fontSize: s(heroAlone ? 50 : 40),
          // A long offer wraps inside the margins rather than running to the edges.
          maxWidth: s(940),
          textAlign: "center",
          justifyContent: "center",
          // A slight tilt only: a day or a price must read at a glance.
          transform: "rotate(-1.5deg)",
          boxShadow: `0 ${s(6)}px 0 #e0a800`,
        }}
      />
      {content.body ? (
        // A white tag like the pub's name: outlined letters beside the badges read as noise.
        <div
          style={{
            marginTop: s(16),
            padding: `${s(6)}px ${s(26)}px`,
            backgroundColor: "#ffffff",
            color: "#5a3bc4",
            borderRadius: s(30),
            fontSize: bodySize,
            lineHeight: 1.15,
            textAlign: "center",
            maxWidth: s(900),
            display: "flex",
            justifyContent: "center",
          }}
        >
          {content.body}
        </div>
      ) : null}
      {heroAlone ? (
        // The hero stands in the middle of its room, the others at the foot: a wide one (a roast on
        // its plate) leaves sky above and below rather than one empty half.
        <Stage style={{ alignItems: "center", position: "relative", width: "100%", paddingBottom: s(20) }}>
          <Art motif={hero} style={ART} height={heroTall} />
          <Tilted degrees={-10} style={{ position: "absolute", left: s(30), bottom: s(20) }}>
            <Art motif={left} style={ART} height={Math.round(heroTall * 0.42)} />
          </Tilted>
          <Tilted degrees={10} style={{ position: "absolute", right: s(30), bottom: s(20) }}>
            <Art motif={right} style={ART} height={Math.round(heroTall * 0.42)} />
          </Tilted>
        </Stage>
      ) : (
        <Stage style={{ alignItems: "flex-end", gap: s(10), paddingBottom: s(20) }}>
          <Tilted degrees={-10} style={{ marginBottom: s(30) }}>
            <Art motif={left} style={ART} height={leftHeight} />
          </Tilted>
          <Art motif={hero} style={ART} height={heroHeight} />
          <Tilted degrees={10} style={{ marginBottom: s(30) }}>
            <Art motif={right} style={ART} height={rightHeight} />
          </Tilted>
        </Stage>
      )}
      {content.overlay ? (
        <div
          style={{
            marginBottom: s(tall ? 24 : 40),
            padding: `${s(18)}px ${s(40)}px`,
            backgroundColor: "#ffffff",
            color: "#3b2a20",
            borderRadius: s(40),
            fontSize: s(42),
            textAlign: "center",
            maxWidth: s(940),
            display: "flex",
            boxShadow: `0 ${s(8)}px 0 rgba(59,42,32,0.25)`,
          }}
        >
          {content.overlay}
        </div>
      ) : tall ? null : (
        <div style={{ height: s(40), display: "flex" }} />
      )}
      {tall ? (
        <div
          style={{
            marginBottom: s(120),
            fontSize: fitText(`See you at ${content.pubName}!`, s(920), s(56), 1, 0.56),
            display: "flex",
            textShadow: outline,
          }}
        >
          {`See you at ${content.pubName}!`}
        </div>
      ) : null}
    </PosterCanvas>
  );
}

/** Height a tall poster has left for its characters once the lettering and the foot are placed. */
function tallRoom(content: PosterContent, headlineSize: number): number {
  const s = scale(content);
  const lines = Math.min(2, wrappedLines(content.headline, s(960), headlineSize, 0.56));
  const tall = isTall(content);
  const header = s((tall ? 120 : 56) + 60 + 18) + lines * headlineSize;
  const badges =
    content.when.length * s(16 + 70) + content.offers.length * s(content.offers.length > 1 ? 80 : 90);
  const overlay = content.overlay
    ? wrappedLines(content.overlay, s(860), s(42), 0.52) * s(42) * 1.2 + s(36 + 24)
    : 0;
  // The tall poster closes with "See you at …" above a deep margin; the portrait with its margin.
  const foot = tall ? s(70 + 120 + 20) : s(40 + 20);
  return content.height - header - badges - overlay - foot - s(80);
}
