import { type ArtStyle, MOTIF_RATIO, svgUri } from "../art.server";
import { star, sunburst } from "../decor.server";
import { InsetBorder, PosterCanvas } from "./layout.server";
import { RibbonBanner, ribbonHeight } from "./ribbon-banner.server";
import {
  Art,
  artHeightFor,
  fitText,
  headlineLines,
  isTall,
  type PosterContent,
  scale,
  spareHeight,
  wrappedLines,
} from "./shared.server";

const CREAM = "#efe2c2";
const GREEN = "#1f4a36";
const BRICK = "#a6382b";
const INK = "#2a2119";

const ART: ArtStyle = {
  ink: INK,
  line: 4,
  primary: BRICK,
  secondary: GREEN,
  accent: "#c99a3b",
  light: "#f8f0dc",
  shaded: false,
  faces: false,
};

function Stars({ size }: { size: number }) {
  return (
    <div style={{ display: "flex", gap: size / 2 }}>
      {[0, 1, 2].map((i) => (
        <img key={i} src={svgUri(star(BRICK))} width={size} height={size} alt="" />
      ))}
    </div>
  );
}

/** "Old-school print": cream stock, a double green frame, sunburst behind the artwork, serif display. */
export function vintagePoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  // A tall poster always flies its ribbon: the landlord's overlay, or a line of the style's own.
  const ribbonText = content.overlay ?? (tall ? "All welcome" : null);
  const [hero = "pint", left = "pint"] = content.motifs;
  const headlineSize = fitText(content.headline, s(880), s(tall ? 140 : 116), headlineLines(content), 0.58);
  const overlaySize = s(ribbonText && ribbonText.length > 32 ? 30 : 38);
  const bannerHeight = ribbonText ? ribbonHeight(ribbonText, s(660), overlaySize, 0.76, s(48)) : 0;
  // Tall: the artwork grows into what the lettering leaves, the pair kept within the frame.
  const heroHeight = tall
    ? Math.min(
        artHeightFor(artRoom(content, headlineSize, bannerHeight, ribbonText !== null), 0.9, s(500), s(940)),
        Math.floor(s(900) / (MOTIF_RATIO[hero] + 0.55 * MOTIF_RATIO[left])),
      )
    : // A square keeps its pair at a fixed size unless the lettering leaves less: a two-line
      // headline over a day, a price and a ribbon pushed the art into the headline's second line.
      Math.max(
        s(140),
        Math.min(
          s(300) + Math.round(spareHeight(content) * 0.8),
          Math.round(artRoom(content, headlineSize, bannerHeight, ribbonText !== null) * 0.95),
        ),
      );
  const burstSize = Math.min(Math.round(heroHeight * 1.5), s(960));
  return (
    <PosterCanvas
      content={content}
      look={{
        fontFamily: "Playfair Display",
        color: INK,
        backgroundColor: CREAM,
        backgroundImage: "radial-gradient(ellipse at 50% 40%, #f6ecd2 0%, #efe2c2 60%, #dcc99f 100%)",
      }}
    >
      <InsetBorder inset={s(28)} border={`${s(10)}px solid ${GREEN}`} />
      <InsetBorder inset={s(50)} border={`${s(3)}px solid ${GREEN}`} />
      <div
        style={{
          marginTop: s(tall ? 120 : 82),
          fontFamily: "Inter",
          fontWeight: 800,
          fontSize: s(28),
          letterSpacing: s(10),
          textTransform: "uppercase",
          color: GREEN,
          display: "flex",
        }}
      >
        {content.pubName}
      </div>
      <div style={{ marginTop: s(8), display: "flex", alignItems: "center", gap: s(14) }}>
        <div style={{ width: s(110), height: s(2), backgroundColor: INK }} />
        <div style={{ fontStyle: "italic", fontSize: s(28), display: "flex" }}>Fine Ales · Good Company</div>
        <div style={{ width: s(110), height: s(2), backgroundColor: INK }} />
      </div>
      <div
        style={{
          marginTop: s(14),
          fontFamily: "Abril Fatface",
          fontSize: headlineSize,
          lineHeight: 1.02,
          color: BRICK,
          textAlign: "center",
          maxWidth: s(900),
          display: "flex",
          justifyContent: "center",
          textShadow: `${s(4)}px ${s(4)}px 0 rgba(42,33,25,0.25)`,
        }}
      >
        {content.headline}
      </div>
      {content.when.length > 1 ? (
        // The week's events, one a line, under a row of stars.
        <div style={{ marginTop: s(10), display: "flex", flexDirection: "column", alignItems: "center" }}>
          <Stars size={s(22)} />
          {content.when.map((line) => (
            <div
              key={line}
              style={{ marginTop: s(6), fontSize: s(38), fontStyle: "italic", display: "flex" }}
            >
              {line}
            </div>
          ))}
        </div>
      ) : content.when.length === 1 ? (
        <div style={{ marginTop: s(10), display: "flex", alignItems: "center", gap: s(16) }}>
          <Stars size={s(22)} />
          <div style={{ fontSize: s(38), fontStyle: "italic", display: "flex" }}>{content.when[0]}</div>
          <Stars size={s(22)} />
        </div>
      ) : (
        <div style={{ marginTop: s(14), display: "flex" }}>
          <Stars size={s(24)} />
        </div>
      )}
      {content.offers.map((offer) => (
        <div
          key={offer}
          style={{
            marginTop: s(10),
            fontFamily: "Abril Fatface",
            fontSize: s(content.offers.length > 1 ? 44 : 56),
            display: "flex",
            flexShrink: 0,
          }}
        >
          {offer}
        </div>
      ))}
      <div
        style={{
          flexGrow: 1,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          position: "relative",
          width: "100%",
        }}
      >
        <div
          style={{
            position: "absolute",
            display: "flex",
            width: burstSize,
            height: burstSize,
            borderRadius: "50%",
            overflow: "hidden",
            opacity: 0.35,
          }}
        >
          <img
            src={svgUri(sunburst(600, "#c99a3b", 28))}
            width={burstSize}
            height={burstSize}
            alt=""
            data-art="sunburst"
          />
        </div>
        <div style={{ display: "flex", alignItems: "flex-end", gap: s(8) }}>
          <Art motif={hero} style={ART} height={heroHeight} />
          <div style={{ display: "flex", marginLeft: s(-40) }}>
            <Art motif={left} style={ART} height={Math.round(heroHeight * 0.55)} />
          </div>
        </div>
      </div>
      {ribbonText ? (
        <RibbonBanner
          content={content}
          width={900}
          height={bannerHeight}
          colours={{ face: BRICK, fold: "#7a2219", ink: INK, line: 4 }}
          textStyle={{
            fontFamily: "Inter",
            fontWeight: 800,
            fontSize: overlaySize,
            lineHeight: 1.2,
            color: CREAM,
            maxWidth: s(660),
            textTransform: "uppercase",
            letterSpacing: s(2),
          }}
        >
          {ribbonText}
        </RibbonBanner>
      ) : null}
      <div
        style={{
          marginTop: s(4),
          marginBottom: s(tall ? 120 : 80),
          fontSize: s(27),
          fontStyle: "italic",
          maxWidth: s(820),
          textAlign: "center",
          display: "flex",
        }}
      >
        {content.body ??
          (tall && !content.overlay
            ? `${content.pubName} · Est. for good times`
            : "All welcome · Est. for good times")}
      </div>
    </PosterCanvas>
  );
}

/** Height the poster leaves for its artwork once the lettering, ribbon and footnote are placed. */
function artRoom(
  content: PosterContent,
  headlineSize: number,
  bannerHeight: number,
  ribbon: boolean,
): number {
  const s = scale(content);
  const tall = isTall(content);
  const lines = Math.min(2, wrappedLines(content.headline, s(880), headlineSize, 0.58));
  const header =
    s((tall ? 120 : 82) + 34 + 8 + 38 + 14) +
    lines * headlineSize * 1.02 +
    (content.when.length > 1
      ? s(10 + 24) + content.when.length * s(6 + 52)
      : content.when.length === 1
        ? s(10 + 52)
        : s(14 + 24));
  const offers = content.offers.length * s(10 + (content.offers.length > 1 ? 58 : 74));
  const banner = ribbon ? bannerHeight + s(20) : 0;
  const body =
    s(4 + (tall ? 120 : 80)) + wrappedLines(content.body ?? "All welcome", s(820), s(27), 0.5) * s(27) * 1.35;
  return content.height - header - offers - banner - body - s(40);
}
