import { svgUri } from "../art.server";
import { burst } from "../decor.server";
import { ART, CaptionBox, ComicStrip, INK, Panel, SpeechBubble, stripRoom } from "./comic-parts.server";
import { PosterCanvas, Stage } from "./layout.server";
import {
  Art,
  bodyHeight,
  fitText,
  headlineLines,
  isTall,
  type PosterContent,
  scale,
  spareHeight,
} from "./shared.server";
import { WhenBadge } from "./when-badge.server";

/** "Comic strip": halftone yellow, a red burst behind slanted lettering, framed panels, a speech bubble. */
export function comicPoster(content: PosterContent) {
  const s = scale(content);
  const tall = isTall(content);
  const [hero = "pint", left = "pint", right = "plate"] = content.motifs;
  const headline = `${content.headline.toUpperCase()}${content.quiet ? "" : "!"}`;
  const headlineSize = fitText(headline, s(820), s(tall ? 170 : 140), headlineLines(content), 0.46);
  const burstSize = s(tall ? 1000 : 900);
  // The square's speech bubble (the brief's own words) takes its height from the panels.
  const bubbleSize = s(36);
  const bubble = bodyHeight(content, {
    width: s(760),
    size: bubbleSize,
    charRatio: 0.42,
    lineHeight: 1.15,
    gap: s(44 + 12 + 20),
  });
  // Three panels (the middle one 1.25×) and their gaps must fit the width.
  const panel = Math.min(
    s(tall ? 330 : 250) - Math.round(bubble / 1.25),
    Math.floor((content.width - s(140)) / 3.35),
  );
  const stroke = [
    `${s(4)}px ${s(4)}px 0 ${INK}`,
    `-${s(4)}px -${s(4)}px 0 ${INK}`,
    `${s(4)}px -${s(4)}px 0 ${INK}`,
    `-${s(4)}px ${s(4)}px 0 ${INK}`,
    `${s(10)}px ${s(10)}px 0 ${INK}`,
  ].join(", ");
  // A 4:5 portrait draws the tall poster's strip when its lettering leaves the strip room enough.
  const strip = tall || (spareHeight(content) > 0 && stripRoom(content, headline, headlineSize) >= s(440));
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
          // A slight tilt on the square and portrait, whose lines are shorter: at -4° the reader lost
          // a word of the headline there ("REAL ALE FESTIVAL!").
          transform: `rotate(${tall ? -4 : -1.5}deg)`,
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
          // Clear of the slanted headline's low end even when the badge carries a date too.
          marginTop: s(36),
          padding: `${s(8)}px ${s(26)}px`,
          backgroundColor: "#1d7fe0",
          color: "#ffffff",
          border: `${s(5)}px solid ${INK}`,
          fontSize: s(44),
          letterSpacing: s(2),
          transform: "rotate(2deg)",
        }}
      />
      {strip ? (
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
      {!strip && content.body ? (
        <div style={{ display: "flex", marginTop: s(12), marginBottom: s(20) }}>
          <SpeechBubble text={content.body} size={bubbleSize} content={content} />
        </div>
      ) : null}
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
