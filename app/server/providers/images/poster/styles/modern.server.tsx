import type { ArtStyle } from "../art.server";
import { MOTIF_RATIO } from "../art.server";
import { PosterCanvas } from "./layout.server";
import { modernTallPoster } from "./modern-tall.server";
import { Art, fitText, isTall, type PosterContent, scale, spareHeight, wrappedLines } from "./shared.server";

// The headline and the day's badge in the colours that stand out on the block: black on coral, and
// paper lettering with a yellow badge on cobalt (black on #2f3cff is under 3:1, faint across a room).
const CORAL = {
  block: "#ff5a3c",
  ink: "#111111",
  paper: "#f4f1ea",
  accent: "#c6f432",
  headline: "#111111",
  badge: "#111111",
  badgeText: "#f4f1ea",
};
const COBALT = {
  block: "#2f3cff",
  ink: "#0d0d1a",
  paper: "#f2f2ee",
  accent: "#ffcf3a",
  headline: "#f2f2ee",
  badge: "#ffcf3a",
  badgeText: "#0d0d1a",
};

/** "Bold type": a flat colour block, huge left-aligned grotesque lettering, geometric shapes. */
export function modernPoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  const palette = content.variant % 2 === 0 ? CORAL : COBALT;
  const art: ArtStyle = {
    ink: palette.ink,
    line: 0,
    primary: palette.block,
    secondary: palette.ink,
    accent: palette.accent,
    light: "#ffffff",
    shaded: false,
    faces: false,
  };
  // A 4:5 portrait takes the tall layout too: the square's art, moved down, left a band of colour.
  if (tall || spareHeight(content) > 0) return modernTallPoster(content, palette, art);
  const [hero = "pint", second = "plate"] = content.motifs;
  const words = content.headline.toUpperCase();
  const heroHeight = s(320);
  const secondHeight = s(170);
  // The artwork stands at the right from 40 % down, over the block's foot: the badges beside it stop
  // short of it, shrinking their lettering to fit on one line, so no price runs under the picture.
  const artLeft =
    content.width - s(70) - heroHeight * MOTIF_RATIO[hero] - s(10) - secondHeight * MOTIF_RATIO[second];
  const badgeText = Math.max(s(200), artLeft - s(80) - s(24) - s(48));
  const offerSize = (offer: string) =>
    fitText(offer, badgeText, s(content.offers.length > 1 ? 40 : 50), 1, 0.56);
  // The headline takes what the block has left once the pub's name and the badges are in: three
  // lines squeezed into the room of two ran over the day's badge.
  const blockRoom = content.height * 0.6 - s(70) - s(60) - s(30) * 1.3 - s(24);
  const offersHeight = content.offers.reduce(
    (sum, offer) => sum + s(18) + offerSize(offer) * 1.25 + s(16),
    0,
  );
  /** The day's badges at one size, each on one line within `width`, and the headline beside them. */
  const fitWith = (width: number) => {
    const whenSize = Math.min(s(36), ...content.when.map((line) => fitText(line, width, s(36), 1, 0.56)));
    const whenHeight = content.when.reduce(
      (sum, _, index) => sum + s(index === 0 ? 26 : 12) + whenSize * 1.25 + s(20),
      0,
    );
    const headlineSize = fitHeadline(words, s(900), s(130), blockRoom - whenHeight - offersHeight);
    const headlineHeight = wrappedLines(words, s(900), headlineSize, 0.74) * headlineSize * 0.98;
    const whenBottom = s(70) + s(30) * 1.3 + s(24) + headlineHeight + whenHeight;
    return { whenSize, headlineSize, whenBottom };
  };
  // The week's lines ("Mon-Thu · Pie and Pint · 12-8 · £12") stop short of the art only where they
  // reach down beside it: above the art they may run the block's width, at a size people can read.
  const wide = fitWith(s(920) - s(48));
  const { whenSize, headlineSize } = wide.whenBottom <= content.height * 0.4 ? wide : fitWith(badgeText);
  return (
    <PosterCanvas
      content={content}
      centred={false}
      look={{
        fontFamily: "Inter",
        color: palette.ink,
        backgroundColor: palette.paper,
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          backgroundColor: palette.block,
          padding: `${s(tall ? 130 : 70)}px ${s(80)}px ${s(60)}px`,
          height: tall ? "58%" : "60%",
          position: "relative",
          overflow: "hidden",
        }}
      >
        {/* The ring keeps to the corner, clear of a headline's second line. */}
        <div
          style={{
            position: "absolute",
            right: s(-200),
            top: s(-230),
            width: s(460),
            height: s(460),
            borderRadius: "50%",
            border: `${s(40)}px solid ${palette.accent}`,
          }}
        />
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: s(16),
            fontSize: s(30),
            fontWeight: 800,
            color: palette.paper,
          }}
        >
          <div
            style={{ width: s(22), height: s(22), backgroundColor: palette.accent, borderRadius: "50%" }}
          />
          <div style={{ display: "flex" }}>{content.pubName}</div>
        </div>
        <div
          style={{
            marginTop: s(24),
            fontFamily: "Archivo Black",
            fontSize: headlineSize,
            lineHeight: 0.98,
            letterSpacing: s(-2),
            color: palette.headline,
            maxWidth: s(920),
            display: "flex",
          }}
        >
          {words}
        </div>
        {content.when.map((line, index) => (
          <div
            key={line}
            style={{
              marginTop: s(index === 0 ? 26 : 12),
              alignSelf: "flex-start",
              padding: `${s(10)}px ${s(24)}px`,
              backgroundColor: palette.badge,
              color: palette.badgeText,
              fontSize: whenSize,
              fontWeight: 800,
              display: "flex",
            }}
          >
            {line}
          </div>
        ))}
        {content.offers.map((offer) => (
          <div
            key={offer}
            style={{
              marginTop: s(18),
              alignSelf: "flex-start",
              padding: `${s(8)}px ${s(24)}px`,
              backgroundColor: palette.accent,
              color: palette.ink,
              fontSize: offerSize(offer),
              fontWeight: 800,
              display: "flex",
            }}
          >
            {offer}
          </div>
        ))}
      </div>
      <div
        style={{
          position: "absolute",
          right: s(70),
          top: tall ? "44%" : "40%",
          display: "flex",
          alignItems: "flex-end",
          gap: s(10),
        }}
      >
        <div
          style={{
            display: "flex",
            width: s(tall ? 420 : 330),
            height: s(tall ? 420 : 330),
            borderRadius: "50%",
            backgroundColor: palette.accent,
            position: "absolute",
            right: s(-30),
            bottom: s(-20),
          }}
        />
        <Art motif={second} style={art} height={secondHeight} />
        <Art motif={hero} style={art} height={heroHeight} />
      </div>
      <div
        style={{
          flexGrow: 1,
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-end",
          padding: `${s(40)}px ${s(80)}px ${s(tall ? 130 : 70)}px`,
          gap: s(18),
        }}
      >
        {content.overlay ? (
          <div
            style={{
              alignSelf: "flex-start",
              padding: `${s(14)}px ${s(30)}px`,
              borderRadius: s(60),
              backgroundColor: palette.ink,
              color: palette.paper,
              fontSize: s(38),
              fontWeight: 800,
              maxWidth: s(600),
              display: "flex",
            }}
          >
            {content.overlay}
          </div>
        ) : null}
        {content.body ? (
          <div style={{ fontSize: s(28), maxWidth: s(560), lineHeight: 1.3, display: "flex" }}>
            {content.body}
          </div>
        ) : null}
        <div style={{ display: "flex", alignItems: "center", gap: s(14), fontSize: s(26), fontWeight: 800 }}>
          <div style={{ width: s(60), height: s(4), backgroundColor: palette.block }} />
          <div style={{ display: "flex" }}>{content.signOff}</div>
        </div>
      </div>
    </PosterCanvas>
  );
}

/** The largest headline size (up to `max`, at most three lines) whose lines fit `room` px of height. */
function fitHeadline(words: string, width: number, max: number, room: number): number {
  for (let size = fitText(words, width, max, 3, 0.74); size > 40; size -= 4) {
    const lines = wrappedLines(words, width, size, 0.74);
    if (lines <= 3 && lines * size * 0.98 <= room) return size;
  }
  return 40;
}
