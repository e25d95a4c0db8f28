import { type ArtStyle, MOTIF_RATIO, svgUri } from "../art.server";
import { fairyLights } from "../decor.server";
import { InsetBorder, PosterCanvas, Stage, Tilted } from "./layout.server";
import { RibbonBanner, ribbonHeight } from "./ribbon-banner.server";
import {
  Art,
  artHeightFor,
  fitText,
  headlineLines,
  heroRowHeights,
  isTall,
  linesFor,
  type PosterContent,
  scale,
  spareHeight,
  wrappedLines,
} from "./shared.server";
import { WhenBadge } from "./when-badge.server";

const INK = "#1d2b2a";
const TEAL = "#1f6f6b";
const ORANGE = "#e8743b";
const MUSTARD = "#f2b441";
const PAPER = "#f7eedb";

const ART: ArtStyle = {
  ink: INK,
  line: 6,
  primary: ORANGE,
  secondary: TEAL,
  accent: MUSTARD,
  light: "#fffaf0",
  shaded: false,
  faces: false,
};

/** "Storybook print": cream paper, a teal band with a wavy edge, inked artwork in a row, a ribbon. */
export function illustratedPoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  // A tall poster always flies its ribbon: the landlord's overlay, or a line of the style's own.
  const ribbonText = content.overlay ?? (tall ? `See you at ${content.pubName}` : null);
  const [hero = "pint", left = "pint", right = "plate"] = content.motifs;
  const headlineSize = fitText(content.headline, s(920), s(tall ? 150 : 124), headlineLines(content), 0.52);
  // A two-line headline on a square leaves less room: the artwork gives way, never the text.
  const roomy = tall || linesFor(content.headline, s(920), headlineSize, 0.52) === 1;
  // Each badge under the headline (a day, a price) takes a row the artwork gives up on a square;
  // three prices or more sit side by side there, two to a row, or they push the foot off the page.
  const offersInRows = !tall && content.offers.length >= 3;
  const badges =
    content.when.length + (offersInRows ? Math.ceil(content.offers.length / 2) : content.offers.length);
  // Five badges or more (a week of Christmas hours) leave the artwork half its room.
  const artScale =
    (roomy ? 1 : 0.7) * (tall || badges < 2 ? 1 : badges === 2 ? 0.85 : badges >= 5 ? 0.5 : 0.7);
  const [leftHeight, heroHeight, rightHeight] = heroRowHeights(
    [left, hero, right],
    // A portrait's extra height goes to the artwork.
    {
      side: s(200 * artScale) + Math.round(spareHeight(content) * 0.4),
      hero: s(300 * artScale) + Math.round(spareHeight(content) * 0.85),
    },
    s(26),
    s(960),
  );
  const overlaySize = s(ribbonText && ribbonText.length > 34 ? 34 : 42);
  const bannerHeight = ribbonText ? ribbonHeight(ribbonText, s(700), overlaySize, 0.55, s(40)) : 0;
  // Tall: the hero and its two companions share what the lettering leaves (hero 0.64, pair 0.36).
  const tallFree = tall ? tallRoom(content, headlineSize, bannerHeight, ribbonText !== null) : 0;
  const tallHero = Math.min(
    artHeightFor(tallFree, 0.6, s(440), s(720)),
    Math.round(s(900) / MOTIF_RATIO[hero]),
  );
  const tallSide = Math.min(
    artHeightFor(tallFree, 0.36, s(220), s(400)),
    Math.floor((s(940) - s(120)) / (MOTIF_RATIO[left] + MOTIF_RATIO[right]) / 1.1),
  );
  const wave = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 60"><path d="M0 0 L1080 0 L1080 20 Q1035 60 990 20 Q945 -20 900 20 Q855 60 810 20 Q765 -20 720 20 Q675 60 630 20 Q585 -20 540 20 Q495 60 450 20 Q405 -20 360 20 Q315 60 270 20 Q225 -20 180 20 Q135 60 90 20 Q45 -20 0 20 Z" fill="${TEAL}" stroke="${INK}" stroke-width="5"/></svg>`;
  return (
    <PosterCanvas
      content={content}
      look={{
        fontFamily: "Inter",
        color: INK,
        backgroundColor: PAPER,
      }}
    >
      <InsetBorder inset={s(22)} border={`${s(5)}px solid ${INK}`} radius={s(28)} />
      <div
        style={{
          width: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          backgroundColor: TEAL,
          paddingTop: s(tall ? 120 : 70),
          paddingBottom: s(20),
        }}
      >
        <div
          style={{
            fontSize: s(30),
            fontWeight: 800,
            letterSpacing: s(6),
            textTransform: "uppercase",
            color: MUSTARD,
            display: "flex",
          }}
        >
          {`${content.pubName} presents`}
        </div>
        <div
          style={{
            // Lilita One's "1" reads as an "l" ("F1" as "Fl"): a headline with a figure is set in
            // Fredoka, the other rounded bold face the posters ship, whose figures read true.
            fontFamily: /\d/.test(content.headline) ? "Fredoka" : "Lilita One",
            fontSize: headlineSize,
            lineHeight: 1,
            color: PAPER,
            textAlign: "center",
            maxWidth: s(960),
            display: "flex",
            justifyContent: "center",
            textShadow: `${s(6)}px ${s(6)}px 0 ${INK}`,
          }}
        >
          {content.headline}
        </div>
      </div>
      <img src={svgUri(wave)} width={content.width} height={s(60)} alt="" style={{ marginTop: s(-2) }} />
      <img
        src={svgUri(fairyLights(1080, 140, [ORANGE, MUSTARD, "#ef5b5b", "#7cc6b8"], INK))}
        width={s(1000)}
        height={s(roomy ? 130 : 100)}
        alt=""
        data-art="fairyLights"
        // A loss keeps the space but hangs no party lights.
        style={{ marginTop: s(-8), opacity: content.quiet ? 0 : 1 }}
      />
      <WhenBadge
        when={content.when}
        offers={content.offers}
        inRows={offersInRows}
        maxWidth={s(940)}
        style={{
          marginTop: s(6),
          padding: `${s(8)}px ${s(26)}px`,
          backgroundColor: MUSTARD,
          // A drop shadow in ink, not an ink border: the reader took a border hugging the letters
          // for part of them and lost the day and the price.
          boxShadow: `${s(6)}px ${s(6)}px 0 ${INK}`,
          borderRadius: s(14),
          fontSize: s(34),
          fontWeight: 800,
          transform: "rotate(-2deg)",
        }}
      />
      {tall ? (
        // Tall: the hero on its own, the two supporting pieces tilted beneath it.
        <Stage style={{ flexDirection: "column", alignItems: "center", gap: s(20) }}>
          <Art motif={hero} style={ART} height={tallHero} />
          <div style={{ display: "flex", gap: s(120) }}>
            <Tilted degrees={-8}>
              <Art motif={left} style={ART} height={tallSide} />
            </Tilted>
            <Tilted degrees={8}>
              <Art motif={right} style={ART} height={tallSide} />
            </Tilted>
          </div>
        </Stage>
      ) : (
        <Stage style={{ alignItems: "center", gap: s(26) }}>
          <Tilted degrees={-8}>
            <Art motif={left} style={ART} height={leftHeight} />
          </Tilted>
          <Art motif={hero} style={ART} height={heroHeight} />
          <Tilted degrees={8}>
            <Art motif={right} style={ART} height={rightHeight} />
          </Tilted>
        </Stage>
      )}
      {ribbonText ? (
        <RibbonBanner
          content={content}
          width={960}
          height={bannerHeight}
          colours={{ face: ORANGE, fold: "#b9532a", ink: INK, line: 5 }}
          textStyle={{
            fontSize: overlaySize,
            lineHeight: 1.2,
            fontWeight: 800,
            color: "#fffaf0",
            maxWidth: s(700),
          }}
        >
          {ribbonText}
        </RibbonBanner>
      ) : null}
      <div
        style={{
          marginTop: s(6),
          marginBottom: s(tall ? 110 : 60),
          fontSize: s(27),
          maxWidth: s(860),
          textAlign: "center",
          display: "flex",
        }}
      >
        {content.body ?? (tall && !content.overlay ? "All welcome" : `See you at ${content.pubName}`)}
      </div>
    </PosterCanvas>
  );
}

/** Height a tall poster leaves for its artwork once the band, badges, ribbon and footnote are placed. */
function tallRoom(
  content: PosterContent,
  headlineSize: number,
  bannerHeight: number,
  ribbon: boolean,
): number {
  const s = scale(content);
  const lines = Math.min(2, wrappedLines(content.headline, s(920), headlineSize, 0.52));
  const band = s(120 + 36 + 20) + lines * headlineSize + s(60 - 2 + 130 - 8);
  const badges =
    content.when.length * s(6 + 64) + content.offers.length * s(14 + (content.offers.length > 1 ? 70 : 80));
  const banner = ribbon ? bannerHeight + s(20) : 0;
  const foot = s(6 + 110) + wrappedLines(content.body ?? "See you", s(860), s(27), 0.5) * s(27) * 1.3;
  return content.height - band - badges - banner - foot - s(20 + 60);
}
