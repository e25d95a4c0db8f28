import { type ArtStyle, MOTIF_RATIO } from "../art.server";
import { PosterCanvas } from "./layout.server";
import { Art, artHeightFor, fitText, isTall, type PosterContent, scale, wrappedLines } from "./shared.server";

export interface ModernPalette {
  block: string;
  ink: string;
  paper: string;
  accent: string;
  headline: string;
  /** The day's badges on the block. */
  badge: string;
  badgeText: string;
}

/**
 * "Bold type" on a story or 4:7 poster: the colour block with the lettering on top, the artwork
 * standing large on its accent disc where the block ends, the details under it, and a band in the
 * block's colour carrying the pub's name at the foot. The art is sized from what the words leave, so
 * a one-line brief and a crowded one both fill the page. A 4:5 portrait takes it too, tighter: its
 * lettering a size down and its margins slimmer.
 */
export function modernTallPoster(content: PosterContent, palette: ModernPalette, art: ArtStyle) {
  const s = scale(content);
  const [hero = "pint", second = "plate"] = content.motifs;
  const words = content.headline.toUpperCase();
  const portrait = !isTall(content);
  const maxLines = portrait ? 3 : 4;
  const headlineSize = fitText(words, s(900), s(portrait ? 130 : 170), maxLines, 0.74);
  const headlineLines = Math.min(maxLines, wrappedLines(words, s(900), headlineSize, 0.74));
  const top = s(portrait ? 90 : 130);
  const foot = s(portrait ? 40 : 120);
  const blockFoot = s(portrait ? 60 : 90);
  const offerSize = s(content.offers.length > 1 ? 44 : 54);
  const pubSize = fitText(content.pubName.toUpperCase(), s(900), s(62), 1, 0.74);
  const overlaySize = s(46);
  const bodySize = s(34);
  const blockHeight =
    top +
    blockFoot +
    s(38 + 24) +
    headlineLines * headlineSize * 0.98 +
    content.when.reduce((sum, _, index) => sum + s(index === 0 ? 26 + 64 : 12 + 64), 0) +
    // A long offer ("2 steaks and a bottle of wine £35") takes two lines.
    content.offers.reduce(
      (sum, offer) => sum + s(18 + 16) + wrappedLines(offer, s(860), offerSize, 0.56) * offerSize * 1.25,
      0,
    );
  const detailsHeight =
    (content.overlay
      ? wrappedLines(content.overlay, s(760), overlaySize, 0.58) * overlaySize * 1.25 + s(48)
      : 0) + (content.body ? wrappedLines(content.body, s(900), bodySize, 0.5) * bodySize * 1.3 + s(24) : 0);
  const bandHeight = s(44 + 40 + 12) + foot + pubSize * 1.1;
  // The art rises s(80) into the block's bottom padding; what is left below is shared by the art.
  const free = content.height - blockHeight - detailsHeight - bandHeight + s(80) - s(60);
  // The disc and the second piece side by side must fit between the margins too.
  const widest = (s(920) - s(24)) / (1.05 + 0.55 * MOTIF_RATIO[second]);
  const heroHeight = Math.min(artHeightFor(free, 0.92, s(portrait ? 160 : 300), s(660)), Math.floor(widest));
  const secondHeight = Math.round(heroHeight * 0.55);
  const disc = Math.round(heroHeight * 1.05);
  return (
    <PosterCanvas
      content={content}
      centred={false}
      look={{ fontFamily: "Inter", color: palette.ink, backgroundColor: palette.paper }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexShrink: 0,
          backgroundColor: palette.block,
          padding: `${top}px ${s(80)}px ${blockFoot}px`,
          position: "relative",
          overflow: "hidden",
        }}
      >
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
              fontSize: s(40),
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
              fontSize: offerSize,
              fontWeight: 800,
              maxWidth: s(920),
              display: "flex",
            }}
          >
            {offer}
          </div>
        ))}
      </div>
      <div
        style={{
          flexGrow: 1,
          display: "flex",
          alignItems: "center",
          justifyContent: "flex-end",
          marginTop: s(-80),
          padding: `0 ${s(80)}px`,
          gap: s(24),
        }}
      >
        <div style={{ display: "flex", alignSelf: "flex-end", marginBottom: s(20) }}>
          <Art motif={second} style={art} height={secondHeight} />
        </div>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: disc,
            height: disc,
            borderRadius: "50%",
            backgroundColor: palette.accent,
            border: `${s(12)}px solid ${palette.ink}`,
          }}
        >
          <Art motif={hero} style={art} height={Math.round(heroHeight * 0.8)} />
        </div>
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexShrink: 0,
          gap: s(24),
          padding: `${s(30)}px ${s(80)}px ${s(30)}px`,
        }}
      >
        {content.overlay ? (
          <div
            style={{
              alignSelf: "flex-start",
              padding: `${s(16)}px ${s(34)}px`,
              borderRadius: s(60),
              backgroundColor: palette.ink,
              color: palette.paper,
              fontSize: overlaySize,
              fontWeight: 800,
              maxWidth: s(820),
              display: "flex",
            }}
          >
            {content.overlay}
          </div>
        ) : null}
        {content.body ? (
          <div style={{ fontSize: bodySize, maxWidth: s(900), lineHeight: 1.3, display: "flex" }}>
            {content.body}
          </div>
        ) : null}
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexShrink: 0,
          gap: s(12),
          backgroundColor: palette.block,
          padding: `${s(44)}px ${s(80)}px ${foot}px`,
        }}
      >
        <div
          style={{
            fontFamily: "Archivo Black",
            fontSize: pubSize,
            lineHeight: 1.1,
            color: palette.paper,
            display: "flex",
          }}
        >
          {content.pubName.toUpperCase()}
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: s(14), fontSize: s(30), fontWeight: 800 }}>
          <div style={{ width: s(60), height: s(5), backgroundColor: palette.accent }} />
          <div style={{ display: "flex", color: palette.accent }}>{content.signOff}</div>
        </div>
      </div>
    </PosterCanvas>
  );
}
