/**
 * Pub-themed vector artwork for the built-in posters, drawn as SVG so satori can place it and resvg
 * can paint it. Each piece takes an ArtStyle so the same pint reads as a photo-like glass, an inked
 * illustration, a cheerful cartoon character or a flat modern shape.
 */

export interface ArtStyle {
  /** Outline colour and width (0 for none). */
  ink: string;
  line: number;
  /** Main, second and third colours of the palette, used where the object allows a choice. */
  primary: string;
  secondary: string;
  accent: string;
  /** Glass, paper and other light surfaces. */
  light: string;
  /** Gradients and highlights for a photographic look; flat fills otherwise. */
  shaded: boolean;
  /** Faces on the objects (the 3D-cartoon style). */
  faces: boolean;
}

export type Motif =
  | "pint"
  | "football"
  | "rugby"
  | "cricket"
  | "plate"
  | "quizCard"
  | "bingoCard"
  | "bingoBall"
  | "bulb"
  | "microphone"
  | "notes"
  | "dartboard"
  | "tree"
  | "pumpkin"
  | "sun"
  | "cocktail"
  | "horseshoe"
  | "trophy"
  | "chequeredFlag"
  | "boxingGlove"
  | "burger"
  | "pie"
  | "curry"
  | "wings"
  | "wineGlass"
  | "golf"
  | "tennis"
  | "snooker"
  | "fireworks"
  | "clock"
  | "shamrock"
  | "heart"
  | "egg"
  | "thistle"
  | "candle";

const stroke = (s: ArtStyle, width = s.line) =>
  width > 0 ? `stroke="${s.ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"` : "";

function face(s: ArtStyle, cx: number, cy: number, scale = 1): string {
  if (!s.faces) return "";
  const e = 9 * scale;
  return `<g>
    <ellipse cx="${cx - 17 * scale}" cy="${cy}" rx="${e}" ry="${e * 1.2}" fill="#fff"/>
    <ellipse cx="${cx + 17 * scale}" cy="${cy}" rx="${e}" ry="${e * 1.2}" fill="#fff"/>
    <circle cx="${cx - 15 * scale}" cy="${cy + 2 * scale}" r="${e * 0.55}" fill="#2b1a10"/>
    <circle cx="${cx + 19 * scale}" cy="${cy + 2 * scale}" r="${e * 0.55}" fill="#2b1a10"/>
    <circle cx="${cx - 13 * scale}" cy="${cy - 1 * scale}" r="${e * 0.2}" fill="#fff"/>
    <circle cx="${cx + 21 * scale}" cy="${cy - 1 * scale}" r="${e * 0.2}" fill="#fff"/>
    <path d="M${cx - 14 * scale} ${cy + 20 * scale} Q${cx} ${cy + 34 * scale} ${cx + 14 * scale} ${cy + 20 * scale}" fill="#7a2a14" stroke="#2b1a10" stroke-width="${3 * scale}" stroke-linecap="round"/>
    <ellipse cx="${cx - 30 * scale}" cy="${cy + 16 * scale}" rx="${7 * scale}" ry="${4 * scale}" fill="#ff8a7a" opacity="0.7"/>
    <ellipse cx="${cx + 30 * scale}" cy="${cy + 16 * scale}" rx="${7 * scale}" ry="${4 * scale}" fill="#ff8a7a" opacity="0.7"/>
  </g>`;
}

function pint(s: ArtStyle): string {
  const beer = s.shaded
    ? `<linearGradient id="beer" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#9a4d0c"/><stop offset="0.45" stop-color="#e79a22"/><stop offset="0.6" stop-color="#f6b53a"/><stop offset="1" stop-color="#a8560f"/></linearGradient>`
    : "";
  const beerFill = s.shaded ? "url(#beer)" : "#e8a02a";
  const bubbles = [
    [88, 120, 2.5],
    [110, 150, 2],
    [96, 165, 3],
    [120, 100, 2],
    [80, 90, 2],
    [104, 82, 1.5],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff3c4" opacity="0.8"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220"><defs>${beer}</defs>
    ${s.shaded ? `<ellipse cx="100" cy="208" rx="58" ry="8" fill="#000" opacity="0.35"/>` : ""}
    <path d="M52 36 L148 36 L134 196 Q133 204 125 204 L75 204 Q67 204 66 196 Z" fill="${s.light}" opacity="${s.shaded ? 0.35 : 1}" ${stroke(s)}/>
    <path d="M56 62 L144 62 L132.5 192 Q132 198 125 198 L75 198 Q68 198 67.5 192 Z" fill="${beerFill}"/>
    ${bubbles}
    <path d="M49 40 Q52 16 76 22 Q90 6 108 16 Q128 4 142 20 Q158 22 152 42 L146 66 Q100 74 54 66 Z" fill="#fffaf0" ${stroke(s)}/>
    ${s.shaded ? `<path d="M64 70 L72 190" stroke="#fff" stroke-width="7" opacity="0.35" stroke-linecap="round"/>` : `<path d="M66 76 L73 180" stroke="#fff" stroke-width="6" opacity="0.6" stroke-linecap="round"/>`}
    <path d="M52 36 L148 36 L134 196 Q133 204 125 204 L75 204 Q67 204 66 196 Z" fill="none" ${s.line > 0 ? stroke(s) : `stroke="#fff" stroke-opacity="0.5" stroke-width="2"`}/>
    ${face(s, 100, 120, 1)}
  </svg>`;
}

/** A pentagon's points around (cx, cy), first vertex at `angle` degrees (0 = up). */
function pentagon(cx: number, cy: number, r: number, angle: number): [number, number][] {
  return Array.from({ length: 5 }, (_, i) => {
    const a = ((angle + i * 72) * Math.PI) / 180;
    return [cx + r * Math.sin(a), cy - r * Math.cos(a)] as [number, number];
  });
}

const points = (list: [number, number][]) =>
  list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");

function football(s: ArtStyle): string {
  const shade = s.shaded
    ? `<radialGradient id="ball" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#e6e6e6"/><stop offset="1" stop-color="#9c9c9c"/></radialGradient>`
    : "";
  const patch = "#1b1b1b";
  const centre = pentagon(100, 100, 26, 0);
  // The five neighbours sit beyond the centre's corners, pointing back at it, clipped by the ball's edge.
  const outer = [0, 72, 144, 216, 288].map((angle) => {
    const a = (angle * Math.PI) / 180;
    return pentagon(100 + 84 * Math.sin(a), 100 - 84 * Math.cos(a), 26, angle + 180);
  });
  const seams = centre
    .map(([x, y], i) => {
      const inner = outer[i]?.[0] ?? [x, y];
      return `<path d="M${x.toFixed(1)} ${y.toFixed(1)} L${inner[0].toFixed(1)} ${inner[1].toFixed(1)}"/>`;
    })
    .join("");
  const rim = outer
    .map((pent, i) => {
      const next = outer[(i + 1) % 5];
      const a = pent[1];
      const b = next?.[4];
      return a && b
        ? `<path d="M${a[0].toFixed(1)} ${a[1].toFixed(1)} L${b[0].toFixed(1)} ${b[1].toFixed(1)}"/>`
        : "";
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs>${shade}<clipPath id="ballClip"><circle cx="100" cy="100" r="86"/></clipPath></defs>
    <circle cx="100" cy="100" r="86" fill="${s.shaded ? "url(#ball)" : "#ffffff"}"/>
    <g clip-path="url(#ballClip)">
      <g stroke="#6b6b6b" stroke-width="2.5" fill="none">${seams}${rim}</g>
      <polygon points="${points(centre)}" fill="${patch}"/>
      ${outer.map((pent) => `<polygon points="${points(pent)}" fill="${patch}"/>`).join("")}
    </g>
    <circle cx="100" cy="100" r="86" fill="none" ${s.line > 0 ? stroke(s) : `stroke="#00000022" stroke-width="2"`}/>
    ${face(s, 100, 96, 0.9)}
  </svg>`;
}

/**
 * A rugby ball as one is seen on a British pitch: white, rounder than a gridiron ball, with a
 * coloured band near each end and its panel seams. (Brown leather with laces read as an American
 * football to every reader.)
 */
function rugby(s: ArtStyle): string {
  const band = "#c8102e";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <defs><clipPath id="rugby-ball"><ellipse cx="100" cy="100" rx="86" ry="60"/></clipPath></defs>
    <g transform="rotate(-30 100 100)">
      ${s.shaded ? `<ellipse cx="104" cy="106" rx="86" ry="60" fill="#000" opacity="0.25"/>` : ""}
      <ellipse cx="100" cy="100" rx="86" ry="60" fill="#f7f4ec"/>
      <g clip-path="url(#rugby-ball)">
        <path d="M34 30 Q46 100 34 170 L52 170 Q64 100 52 30 Z" fill="${band}"/>
        <path d="M166 30 Q154 100 166 170 L148 170 Q136 100 148 30 Z" fill="${band}"/>
        <path d="M60 30 Q70 100 60 170" stroke="#1d2b53" stroke-width="4" fill="none"/>
        <path d="M140 30 Q130 100 140 170" stroke="#1d2b53" stroke-width="4" fill="none"/>
      </g>
      <path d="M16 100 Q100 90 184 100" stroke="#b9b2a4" stroke-width="3" fill="none"/>
      <path d="M100 42 Q94 100 100 158" stroke="#b9b2a4" stroke-width="3" fill="none" opacity="0.7"/>
      <ellipse cx="100" cy="100" rx="86" ry="60" fill="none" stroke="${s.line > 0 ? s.ink : "#8c8578"}" stroke-width="${s.line > 0 ? s.line : 3}"/>
    </g>
    ${face(s, 100, 96, 0.8)}
  </svg>`;
}

function cricket(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <rect x="40" y="20" width="44" height="150" rx="18" transform="rotate(-24 62 95)" fill="#e9c98a" ${stroke(s)}/>
    <rect x="55" y="150" width="14" height="44" rx="6" transform="rotate(-24 62 95)" fill="${s.ink}"/>
    <circle cx="140" cy="142" r="38" fill="#b3201d" ${stroke(s)}/>
    <path d="M112 118 Q140 142 168 166" stroke="#fff" stroke-width="4" stroke-dasharray="5 5" fill="none"/>
    ${face(s, 140, 136, 0.6)}
  </svg>`;
}

function plate(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 200">
    ${s.shaded ? `<ellipse cx="120" cy="112" rx="104" ry="66" fill="#000" opacity="0.3"/>` : ""}
    <ellipse cx="120" cy="100" rx="104" ry="66" fill="${s.light}" ${stroke(s)}/>
    <ellipse cx="120" cy="100" rx="80" ry="48" fill="none" stroke="${s.shaded ? "#d9d2c3" : s.accent}" stroke-width="3"/>
    <ellipse cx="92" cy="92" rx="38" ry="22" fill="#8c4a24" ${stroke(s, s.line * 0.7)}/>
    <path d="M62 90 Q92 78 122 90" stroke="#b86a3a" stroke-width="4" fill="none"/>
    <ellipse cx="150" cy="78" rx="24" ry="14" fill="#e7b04a" ${stroke(s, s.line * 0.7)}/>
    <ellipse cx="150" cy="74" rx="12" ry="6" fill="#c98a2c"/>
    <ellipse cx="158" cy="112" rx="16" ry="12" fill="#e2a94a" ${stroke(s, s.line * 0.7)}/>
    <ellipse cx="132" cy="120" rx="14" ry="10" fill="#d99a3a" ${stroke(s, s.line * 0.7)}/>
    ${[
      [96, 122],
      [106, 128],
      [88, 130],
      [100, 136],
      [112, 118],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#4f9a3a" ${stroke(s, s.line * 0.4)}/>`)
      .join("")}
    <path d="M70 104 Q92 112 118 104" stroke="#5b2a10" stroke-width="6" fill="none" opacity="0.7"/>
    ${face(s, 92, 88, 0.6)}
  </svg>`;
}

function quizCard(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
    <g transform="rotate(8 100 110)"><rect x="50" y="30" width="120" height="160" rx="12" fill="${s.secondary}" ${stroke(s)}/></g>
    <g transform="rotate(-6 100 110)">
      <rect x="36" y="22" width="124" height="168" rx="12" fill="${s.light}" ${stroke(s)}/>
      <path d="M76 82 Q76 50 100 50 Q126 50 126 76 Q126 94 106 102 L104 120" stroke="${s.primary}" stroke-width="14" fill="none" stroke-linecap="round"/>
      <circle cx="104" cy="146" r="9" fill="${s.primary}"/>
      <rect x="56" y="166" width="84" height="6" rx="3" fill="${s.accent}" opacity="0.6"/>
    </g>
  </svg>`;
}

/** Bingo: a ticket of three rows, some numbers dabbed. */
function bingoCard(s: ArtStyle): string {
  const dabbed = new Set([1, 5, 7, 10, 14, 17, 22, 26]);
  const cells = Array.from({ length: 27 }, (_, i) => {
    const x = 18 + (i % 9) * 20;
    const y = 52 + Math.floor(i / 9) * 34;
    const cell = `<rect x="${x}" y="${y}" width="18" height="30" rx="3" fill="${s.light}" ${stroke(s, s.line * 0.4)}/>`;
    return dabbed.has(i)
      ? `${cell}<circle cx="${x + 9}" cy="${y + 15}" r="9" fill="${s.primary}" opacity="0.85"/>`
      : cell;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 200">
    <rect x="8" y="36" width="204" height="130" rx="10" fill="${s.secondary}" ${stroke(s)}/>
    ${cells}
  </svg>`;
}

/** A bingo ball: a bright sphere with its white number disc. */
function bingoBall(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <circle cx="100" cy="100" r="80" fill="${s.accent}" ${stroke(s)}/>
    <circle cx="100" cy="100" r="42" fill="#ffffff" ${stroke(s, s.line * 0.6)}/>
    <rect x="84" y="78" width="10" height="44" rx="4" fill="${s.ink === "#ffffff" ? "#222" : s.ink}"/>
    <path d="M106 78 h16 v10 h-10 v8 h6 a12 12 0 0 1 0 26 h-12" stroke="${s.ink === "#ffffff" ? "#222" : s.ink}" stroke-width="8" fill="none" stroke-linejoin="round"/>
    ${s.shaded ? '<ellipse cx="72" cy="62" rx="20" ry="12" fill="#ffffff" opacity="0.35"/>' : ""}
    ${face(s, 100, 150, 0.5)}
  </svg>`;
}

function bulb(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    ${[0, 45, 90, 135, 180, 225, 270, 315]
      .map(
        (a) =>
          `<path d="M100 ${s.faces ? 8 : 10} L100 26" stroke="${s.accent}" stroke-width="6" stroke-linecap="round" transform="rotate(${a} 100 86)"/>`,
      )
      .join("")}
    <circle cx="100" cy="86" r="44" fill="#ffe066" ${stroke(s)}/>
    <rect x="80" y="126" width="40" height="36" rx="6" fill="#9aa0a6" ${stroke(s)}/>
    <path d="M82 138 L118 138 M82 150 L118 150" stroke="${s.line > 0 ? s.ink : "#6b7075"}" stroke-width="3"/>
    ${face(s, 100, 80, 0.8)}
  </svg>`;
}

function microphone(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
    <rect x="84" y="98" width="32" height="110" rx="12" fill="${s.shaded ? "#2d2d2d" : s.ink === "#ffffff" ? "#333" : s.secondary}" ${stroke(s)}/>
    <circle cx="100" cy="62" r="50" fill="${s.shaded ? "#b9b9b9" : "#d9d9d9"}" ${stroke(s)}/>
    ${[-30, -15, 0, 15, 30].map((d) => `<path d="M${100 + d} 16 L${100 + d} 108" stroke="#7d7d7d" stroke-width="3" opacity="0.7"/>`).join("")}
    ${[-30, -15, 0, 15, 30].map((d) => `<path d="M54 ${62 + d} L146 ${62 + d}" stroke="#7d7d7d" stroke-width="3" opacity="0.7"/>`).join("")}
    <circle cx="100" cy="62" r="50" fill="none" ${s.line > 0 ? stroke(s) : ""}/>
    <rect x="78" y="106" width="44" height="14" rx="4" fill="${s.accent}"/>
    ${face(s, 100, 60, 0.8)}
  </svg>`;
}

function notes(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <path d="M70 150 L70 50 L160 30 L160 130" stroke="${s.primary}" stroke-width="10" fill="none" stroke-linejoin="round"/>
    <path d="M70 50 L160 30 L160 56 L70 76 Z" fill="${s.primary}"/>
    <ellipse cx="52" cy="152" rx="24" ry="18" transform="rotate(-20 52 152)" fill="${s.primary}" ${stroke(s)}/>
    <ellipse cx="142" cy="132" rx="24" ry="18" transform="rotate(-20 142 132)" fill="${s.primary}" ${stroke(s)}/>
  </svg>`;
}

function dartboard(s: ArtStyle): string {
  const wedges = Array.from({ length: 20 }, (_, i) => {
    const a1 = (i * 18 * Math.PI) / 180;
    const a2 = ((i + 1) * 18 * Math.PI) / 180;
    const p = (r: number, a: number) =>
      `${(100 + r * Math.sin(a)).toFixed(1)} ${(100 - r * Math.cos(a)).toFixed(1)}`;
    const fill = i % 2 === 0 ? "#1d1d1d" : "#f1e4c3";
    const ring = i % 2 === 0 ? "#c0262d" : "#1f7a3a";
    return `<path d="M100 100 L${p(78, a1)} A78 78 0 0 1 ${p(78, a2)} Z" fill="${fill}"/>
      <path d="M${p(78, a1)} A78 78 0 0 1 ${p(78, a2)} L${p(70, a2)} A70 70 0 0 0 ${p(70, a1)} Z" fill="${ring}"/>
      <path d="M${p(48, a1)} A48 48 0 0 1 ${p(48, a2)} L${p(42, a2)} A42 42 0 0 0 ${p(42, a1)} Z" fill="${ring}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <circle cx="100" cy="100" r="94" fill="#1d1d1d" ${stroke(s)}/>${wedges}
    <circle cx="100" cy="100" r="12" fill="#1f7a3a"/><circle cx="100" cy="100" r="6" fill="#c0262d"/>
    <path d="M100 100 L150 40" stroke="${s.accent}" stroke-width="5"/><path d="M150 40 l10 -16 l4 12 z" fill="${s.accent}"/>
  </svg>`;
}

function tree(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
    <rect x="88" y="176" width="24" height="32" fill="#6b3a1e" ${stroke(s)}/>
    <path d="M100 18 L168 180 L32 180 Z" fill="#1f6b3a" ${stroke(s)}/>
    <path d="M100 18 L146 110 L54 110 Z" fill="#2a8549" ${stroke(s)}/>
    ${[
      [80, 140, "#e23b3b"],
      [120, 150, "#ffd23f"],
      [100, 96, "#3fa7ff"],
      [70, 168, "#ffd23f"],
      [134, 170, "#e23b3b"],
      [112, 124, "#fff"],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="8" fill="${c}" ${stroke(s, s.line * 0.5)}/>`)
      .join("")}
    <path d="M100 0 L106 14 L121 14 L109 23 L114 37 L100 28 L86 37 L91 23 L79 14 L94 14 Z" fill="#ffd23f" ${stroke(s, s.line * 0.5)}/>
  </svg>`;
}

function pumpkin(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <path d="M100 50 Q96 30 110 20" stroke="#3f6b2a" stroke-width="10" fill="none" stroke-linecap="round"/>
    <ellipse cx="62" cy="115" rx="44" ry="62" fill="#e8741c" ${stroke(s)}/>
    <ellipse cx="138" cy="115" rx="44" ry="62" fill="#e8741c" ${stroke(s)}/>
    <ellipse cx="100" cy="115" rx="46" ry="66" fill="#f58a26" ${stroke(s)}/>
    <path d="M74 100 L90 86 L96 108 Z M126 100 L110 86 L104 108 Z" fill="#3a1a05"/>
    <path d="M70 136 Q100 160 130 136 L120 142 L112 134 L100 146 L88 134 L80 142 Z" fill="#3a1a05"/>
  </svg>`;
}

function sun(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    ${Array.from({ length: 12 }, (_, i) => `<path d="M100 6 L110 34 L90 34 Z" fill="#ffb703" transform="rotate(${i * 30} 100 100)"/>`).join("")}
    <circle cx="100" cy="100" r="56" fill="#ffd23f" ${stroke(s)}/>
    ${face(s, 100, 94, 0.9)}
  </svg>`;
}

function cocktail(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
    <path d="M30 30 L170 30 L100 120 Z" fill="${s.light}" opacity="${s.shaded ? 0.4 : 1}" ${stroke(s)}/>
    <path d="M44 44 L156 44 L100 116 Z" fill="${s.accent}" opacity="0.9"/>
    <path d="M100 120 L100 196 M64 200 L136 200" stroke="${s.line > 0 ? s.ink : s.light}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="136" cy="40" r="16" fill="#7cc242" ${stroke(s, s.line * 0.6)}/>
    <path d="M150 8 L116 70" stroke="${s.secondary}" stroke-width="5" stroke-linecap="round"/>
    ${face(s, 100, 66, 0.6)}
  </svg>`;
}

function horseshoe(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <path d="M50 170 L44 100 Q40 30 100 30 Q160 30 156 100 L150 170 L122 170 L128 100 Q130 60 100 60 Q70 60 72 100 L78 170 Z" fill="${s.shaded ? "#b8b8b8" : s.secondary}" ${stroke(s)}/>
    ${[
      [58, 150],
      [56, 110],
      [70, 62],
      [142, 150],
      [144, 110],
      [130, 62],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${s.line > 0 ? s.ink : "#555"}"/>`)
      .join("")}
  </svg>`;
}

function trophy(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <path d="M56 30 Q20 30 26 64 Q32 92 68 96" stroke="#e0a800" stroke-width="10" fill="none"/>
    <path d="M144 30 Q180 30 174 64 Q168 92 132 96" stroke="#e0a800" stroke-width="10" fill="none"/>
    <path d="M52 22 L148 22 Q148 110 100 124 Q52 110 52 22 Z" fill="#ffc933" ${stroke(s)}/>
    <rect x="90" y="122" width="20" height="36" fill="#e0a800" ${stroke(s)}/>
    <rect x="60" y="156" width="80" height="24" rx="4" fill="${s.shaded ? "#5b3a1e" : s.secondary}" ${stroke(s)}/>
    ${s.shaded ? `<path d="M70 32 Q72 80 92 106" stroke="#fff" stroke-width="6" opacity="0.5" fill="none"/>` : ""}
    ${face(s, 100, 64, 0.7)}
  </svg>`;
}

/** Motor racing: a chequered flag on its pole, mid-wave. */
function chequeredFlag(s: ArtStyle): string {
  const squares: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 6; col++) {
      if ((row + col) % 2 === 1) continue;
      const x = 46 + col * 22;
      const wave = Math.sin((col / 5) * Math.PI) * 14;
      const y = 30 + row * 22 + wave;
      squares.push(`<rect x="${x}" y="${y.toFixed(1)}" width="22" height="22" fill="#151515"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <rect x="34" y="20" width="10" height="172" rx="4" fill="${s.shaded ? "#8a8a8a" : s.secondary}" ${stroke(s)}/>
    <path d="M46 30 Q90 14 112 30 T178 30 L178 140 Q134 124 112 140 T46 140 Z" fill="#fafafa" ${stroke(s)}/>
    ${squares.join("")}
    <path d="M46 30 Q90 14 112 30 T178 30 L178 140 Q134 124 112 140 T46 140 Z" fill="none" ${s.line > 0 ? stroke(s) : `stroke="#151515" stroke-width="3"`}/>
    ${face(s, 112, 92, 0.6)}
  </svg>`;
}

/** Boxing: a red glove, laced at the cuff. */
function boxingGlove(s: ArtStyle): string {
  const red = s.shaded ? "url(#glove)" : "#d7262e";
  const shade = s.shaded
    ? `<defs><radialGradient id="glove" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#ff5a5f"/><stop offset="0.7" stop-color="#c41820"/><stop offset="1" stop-color="#7a0c10"/></radialGradient></defs>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">${shade}
    <path d="M62 150 Q40 120 44 80 Q48 30 100 26 Q154 24 160 72 Q164 100 150 122 L140 150 Z" fill="${red}" ${stroke(s)}/>
    <path d="M44 92 Q30 92 30 110 Q32 132 58 134 Q74 134 76 118" fill="${red}" ${stroke(s)}/>
    <rect x="60" y="148" width="84" height="38" rx="8" fill="${s.light}" ${stroke(s)}/>
    <path d="M82 156 L122 178 M122 156 L82 178" stroke="${s.shaded ? "#444" : s.ink}" stroke-width="4" stroke-linecap="round"/>
    ${s.shaded ? `<path d="M70 60 Q80 40 104 38" stroke="#fff" stroke-width="8" opacity="0.45" fill="none" stroke-linecap="round"/>` : ""}
    ${face(s, 106, 84, 0.8)}
  </svg>`;
}

/** Food that is a burger: bun, cheese, lettuce and patty. */
function burger(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 200">
    ${s.shaded ? `<ellipse cx="110" cy="186" rx="92" ry="9" fill="#000" opacity="0.3"/>` : ""}
    <path d="M24 96 Q26 28 110 26 Q194 28 196 96 Z" fill="#e39b3f" ${stroke(s)}/>
    ${[
      [70, 54],
      [100, 44],
      [132, 50],
      [160, 66],
      [88, 72],
      [124, 70],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="3" fill="#fff4d6"/>`)
      .join("")}
    <path d="M18 106 Q40 92 60 108 Q82 92 104 108 Q126 92 148 108 Q170 92 202 106 L198 116 L22 116 Z" fill="#5fb34a" ${stroke(s, s.line * 0.7)}/>
    <path d="M26 112 L194 112 L176 134 L160 118 L44 118 Z" fill="#ffcf3a" ${stroke(s, s.line * 0.7)}/>
    <rect x="22" y="118" width="176" height="30" rx="14" fill="#6b3416" ${stroke(s)}/>
    <path d="M22 152 L198 152 Q196 182 110 182 Q24 182 22 152 Z" fill="#d98a34" ${stroke(s)}/>
    ${face(s, 110, 60, 0.7)}
  </svg>`;
}

/** A pie in its dish: a golden domed crust, crimped at the rim, with a steam vent and a leaf. */
function pie(s: ArtStyle): string {
  const crimps = Array.from({ length: 11 }, (_, index) => 30 + index * 16)
    .map((x) => `<circle cx="${x}" cy="116" r="9" fill="#e0a13f" ${stroke(s, s.line * 0.6)}/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 200">
    ${s.shaded ? `<ellipse cx="110" cy="186" rx="96" ry="9" fill="#000" opacity="0.3"/>` : ""}
    <path d="M14 118 L206 118 L188 176 Q110 188 32 176 Z" fill="${s.light}" ${stroke(s)}/>
    <path d="M22 134 L198 134" stroke="${s.line > 0 ? s.ink : "#c9c2b6"}" stroke-width="4" opacity="0.5"/>
    <path d="M26 116 Q30 40 110 36 Q190 40 194 116 Z" fill="#eeb24f" ${stroke(s)}/>
    <path d="M58 92 Q84 70 110 68 M126 74 Q150 80 164 98" stroke="#c9852c" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${crimps}
    <path d="M98 44 Q110 30 122 44 Q110 58 98 44 Z" fill="#c9852c"/>
    <path d="M110 44 L110 28" stroke="#c9852c" stroke-width="4" stroke-linecap="round"/>
    <path d="M96 22 Q90 12 98 4 M120 22 Q126 12 118 4" stroke="${s.line > 0 ? s.ink : "#ffffff"}" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>
    ${face(s, 110, 86, 0.6)}
  </svg>`;
}

/** A curry in its bowl: the sauce with rice beside it, and a naan leaning on the rim. */
function curry(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 200">
    ${s.shaded ? `<ellipse cx="110" cy="186" rx="96" ry="9" fill="#000" opacity="0.3"/>` : ""}
    <path d="M150 40 Q196 48 200 104 Q170 120 138 104 Q132 60 150 40 Z" fill="#e8c07a" ${stroke(s, s.line * 0.8)}/>
    ${[
      [160, 62],
      [178, 74],
      [166, 90],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="4" fill="#b9803a"/>`)
      .join("")}
    <ellipse cx="100" cy="104" rx="86" ry="24" fill="#c4621d" ${stroke(s)}/>
    <path d="M30 100 Q50 84 84 92 Q70 108 30 100 Z" fill="#f7f1e1"/>
    ${[
      [110, 100],
      [132, 108],
      [96, 112],
      [150, 100],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#8e3b10"/>`)
      .join("")}
    <path d="M120 96 q6 -6 12 0 M140 112 q6 -6 12 0" stroke="#5fb34a" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M14 104 Q20 176 100 178 Q180 176 186 104 Q150 128 100 128 Q50 128 14 104 Z" fill="${s.light}" ${stroke(s)}/>
    <path d="M40 140 Q100 156 160 140" stroke="${s.line > 0 ? s.ink : "#c9c2b6"}" stroke-width="4" fill="none" opacity="0.5"/>
    ${face(s, 100, 150, 0.6)}
  </svg>`;
}

/** Chicken wings piled in a paper-lined basket. */
function wings(s: ArtStyle): string {
  const wing = (x: number, y: number, turn: number) =>
    `<g transform="rotate(${turn} ${x} ${y})"><path d="M${x + 26} ${y - 4} L${x + 40} ${y - 8}" stroke="#f4ead0" stroke-width="7" stroke-linecap="round"/><path d="M${x - 30} ${y} Q${x - 26} ${y - 26} ${x} ${y - 22} Q${x + 30} ${y - 18} ${x + 30} ${y + 2} Q${x + 22} ${y + 18} ${x} ${y + 12} Q${x - 24} ${y + 20} ${x - 30} ${y} Z" fill="#c2561f" ${stroke(s, s.line * 0.8)}/><path d="M${x - 16} ${y - 8} Q${x} ${y - 14} ${x + 14} ${y - 8}" stroke="#e58a3c" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 200">
    ${s.shaded ? `<ellipse cx="110" cy="186" rx="96" ry="9" fill="#000" opacity="0.3"/>` : ""}
    <path d="M36 92 L184 92 L168 116 L52 116 Z" fill="#f4ead0" ${stroke(s, s.line * 0.7)}/>
    ${wing(74, 86, -18)}${wing(146, 84, 16)}${wing(110, 70, -4)}${wing(88, 102, 8)}${wing(134, 104, -10)}
    <path d="M24 110 L196 110 L176 178 Q110 188 44 178 Z" fill="#d63a2f" ${stroke(s)}/>
    <path d="M40 128 L180 128 M46 150 L174 150" stroke="#ffffff" stroke-width="6" opacity="0.85"/>
    ${face(s, 110, 150, 0.6)}
  </svg>`;
}

/** A glass of red wine on its stem. */
function wineGlass(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
    ${s.shaded ? `<ellipse cx="100" cy="210" rx="44" ry="6" fill="#000" opacity="0.35"/>` : ""}
    <path d="M52 18 L148 18 Q156 86 128 110 Q114 122 100 122 Q86 122 72 110 Q44 86 52 18 Z" fill="${s.light}" opacity="${s.shaded ? 0.35 : 1}" ${stroke(s)}/>
    <path d="M54 60 L146 60 Q146 96 126 108 Q114 116 100 116 Q86 116 74 108 Q54 96 54 60 Z" fill="${s.shaded ? "#7a0f23" : "#9b1b30"}"/>
    <path d="M100 122 L100 196 M64 202 L136 202" stroke="${s.line > 0 ? s.ink : s.light}" stroke-width="8" stroke-linecap="round"/>
    <path d="M68 30 Q62 66 76 96" stroke="#fff" stroke-width="6" opacity="0.5" fill="none" stroke-linecap="round"/>
    ${face(s, 100, 84, 0.55)}
  </svg>`;
}

/** Golf: a ball on its tee beside the flag on the green. */
function golf(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <ellipse cx="100" cy="176" rx="92" ry="18" fill="#4f9a3a" ${stroke(s)}/>
    <ellipse cx="138" cy="176" rx="10" ry="4" fill="#1d3a12"/>
    <path d="M138 176 L138 24" stroke="${s.line > 0 ? s.ink : "#ddd"}" stroke-width="5"/>
    <path d="M140 24 L186 40 L140 58 Z" fill="#e23b3b" ${stroke(s, s.line * 0.7)}/>
    <path d="M62 176 L56 138 L80 138 L72 176 Z" fill="${s.secondary}" ${stroke(s, s.line * 0.6)}/>
    <circle cx="68" cy="116" r="24" fill="#ffffff" ${s.line > 0 ? stroke(s) : `stroke="#00000033" stroke-width="2"`}/>
    ${[
      [60, 108],
      [72, 104],
      [64, 120],
      [76, 118],
      [82, 108],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6" fill="#c9c9c9"/>`)
      .join("")}
    ${face(s, 68, 112, 0.45)}
  </svg>`;
}

/** Tennis: a racket and a ball. */
function tennis(s: ArtStyle): string {
  const strings = [-36, -24, -12, 0, 12, 24, 36]
    .map(
      (d) =>
        `<path d="M${86 + d} 22 L${86 + d} 150" stroke="#f2f2f2" stroke-width="2.5"/><path d="M40 ${86 + d} L132 ${86 + d}" stroke="#f2f2f2" stroke-width="2.5"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><clipPath id="head"><ellipse cx="86" cy="86" rx="44" ry="60"/></clipPath></defs>
    <g transform="rotate(-30 100 100)">
      <rect x="80" y="144" width="12" height="56" rx="5" fill="${s.secondary}" ${stroke(s)}/>
      <g clip-path="url(#head)">${strings}</g>
      <ellipse cx="86" cy="86" rx="44" ry="60" fill="none" stroke="${s.primary}" stroke-width="10"/>
    </g>
    <circle cx="152" cy="150" r="28" fill="#d4e636" ${stroke(s)}/>
    <path d="M128 136 Q152 150 130 168 M176 134 Q152 150 174 166" stroke="#fff" stroke-width="4" fill="none"/>
    ${face(s, 152, 146, 0.5)}
  </svg>`;
}

/** Snooker and pool: a triangle of reds, the black and a cue. */
function snooker(s: ArtStyle): string {
  const reds = [
    [100, 70],
    [86, 94],
    [114, 94],
    [72, 118],
    [100, 118],
    [128, 118],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="13" fill="#c81d25" ${stroke(s, s.line * 0.6)}/><circle cx="${(x ?? 0) - 4}" cy="${(y ?? 0) - 4}" r="3.5" fill="#fff" opacity="0.6"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <rect x="10" y="30" width="180" height="150" rx="18" fill="#1c7a3f" ${stroke(s)}/>
    ${reds}
    <circle cx="100" cy="160" r="13" fill="#151515" ${stroke(s, s.line * 0.6)}/>
    <circle cx="60" cy="58" r="13" fill="#ffffff" ${stroke(s, s.line * 0.6)}/>
    <path d="M20 8 L54 50" stroke="#c89a5a" stroke-width="8" stroke-linecap="round"/>
    <path d="M48 42 L54 50" stroke="#3a7bd5" stroke-width="8" stroke-linecap="round"/>
    ${face(s, 100, 110, 0.5)}
  </svg>`;
}

/** New Year's Eve and bonfire night: bursts of fireworks over sparks. */
function fireworks(s: ArtStyle): string {
  const burstAt = (cx: number, cy: number, r: number, colour: string) =>
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * 30 * Math.PI) / 180;
      const x1 = cx + r * 0.35 * Math.sin(a);
      const y1 = cy - r * 0.35 * Math.cos(a);
      const x2 = cx + r * Math.sin(a);
      const y2 = cy - r * Math.cos(a);
      return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${colour}" stroke-width="6" stroke-linecap="round"/><circle cx="${x2.toFixed(1)}" cy="${y2.toFixed(1)}" r="4" fill="#fff6c2"/>`;
    }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    ${burstAt(78, 78, 62, "#ffd23f")}
    ${burstAt(148, 62, 40, s.primary === "#ffd23f" ? "#ff5d8f" : s.primary)}
    ${burstAt(142, 150, 36, "#5ad1ff")}
    <path d="M78 196 L78 150" stroke="#ffb703" stroke-width="4" stroke-dasharray="6 8" stroke-linecap="round"/>
    ${face(s, 78, 74, 0.45)}
  </svg>`;
}

/** New Year's Eve: a clock a few minutes to midnight. */
function clock(s: ArtStyle): string {
  const ticks = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M100 30 L100 ${i % 3 === 0 ? 46 : 40}" stroke="${s.ink === "#ffffff" ? "#222" : s.ink}" stroke-width="${i % 3 === 0 ? 6 : 3}" stroke-linecap="round" transform="rotate(${i * 30} 100 100)"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <circle cx="100" cy="100" r="84" fill="#ffc933" ${stroke(s)}/>
    <circle cx="100" cy="100" r="70" fill="#fffaf0" ${stroke(s, s.line * 0.6)}/>
    ${ticks}
    <path d="M100 100 L100 44" stroke="#222" stroke-width="7" stroke-linecap="round"/>
    <path d="M100 100 L86 58" stroke="#222" stroke-width="9" stroke-linecap="round" transform="rotate(-4 100 100)"/>
    <circle cx="100" cy="100" r="7" fill="#c0262d"/>
  </svg>`;
}

/** St Patrick's Day: a three-leaf shamrock. */
function shamrock(s: ArtStyle): string {
  const leaf = (angle: number) =>
    `<path d="M100 100 C70 80 56 46 80 36 C92 30 100 42 100 50 C100 42 108 30 120 36 C144 46 130 80 100 100 Z" fill="#2e9e4f" ${stroke(s)} transform="rotate(${angle} 100 100)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <path d="M100 104 Q110 150 134 188" stroke="#1f7a3a" stroke-width="10" fill="none" stroke-linecap="round"/>
    ${leaf(0)}${leaf(120)}${leaf(240)}
    ${face(s, 100, 64, 0.5)}
  </svg>`;
}

/** Valentine's: a red heart. */
function heart(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
    <path d="M100 178 C40 134 14 100 20 66 C26 32 70 22 100 56 C130 22 174 32 180 66 C186 100 160 134 100 178 Z" fill="${s.shaded ? "#c8102e" : "#e23b5a"}" ${stroke(s)}/>
    <path d="M46 64 Q52 44 74 44" stroke="#fff" stroke-width="7" opacity="0.5" fill="none" stroke-linecap="round"/>
    ${face(s, 100, 92, 0.7)}
  </svg>`;
}

/** Easter: a painted egg. */
function egg(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220"><defs><clipPath id="egg"><path d="M100 14 C150 14 176 100 172 140 C168 186 136 208 100 208 C64 208 32 186 28 140 C24 100 50 14 100 14 Z"/></clipPath></defs>
    <path d="M100 14 C150 14 176 100 172 140 C168 186 136 208 100 208 C64 208 32 186 28 140 C24 100 50 14 100 14 Z" fill="#9ad0f5"/>
    <g clip-path="url(#egg)">
      <path d="M0 92 L25 76 L50 92 L75 76 L100 92 L125 76 L150 92 L175 76 L200 92 L200 108 L0 108 Z" fill="#ffd23f"/>
      <rect x="0" y="146" width="200" height="18" fill="#ff7aa8"/>
      ${[40, 80, 120, 160].map((x) => `<circle cx="${x}" cy="128" r="7" fill="#fff"/>`).join("")}
    </g>
    <path d="M100 14 C150 14 176 100 172 140 C168 186 136 208 100 208 C64 208 32 186 28 140 C24 100 50 14 100 14 Z" fill="none" ${s.line > 0 ? stroke(s) : `stroke="#00000022" stroke-width="2"`}/>
    ${face(s, 100, 170, 0.55)}
  </svg>`;
}

/** Burns Night: a Scottish thistle. */
function thistle(s: ArtStyle): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
    <path d="M100 120 L100 212" stroke="#3f7a3a" stroke-width="10" stroke-linecap="round"/>
    <path d="M100 170 Q60 150 40 168 Q62 166 70 184 Q80 170 100 176 Z M100 160 Q140 140 160 158 Q138 156 130 174 Q120 160 100 166 Z" fill="#4f9a3a" ${stroke(s, s.line * 0.7)}/>
    <path d="M68 132 Q100 160 132 132 Q138 104 100 100 Q62 104 68 132 Z" fill="#6fae4f" ${stroke(s)}/>
    <path d="M74 118 L126 118 M80 130 L120 130" stroke="#3f7a3a" stroke-width="3"/>
    ${Array.from({ length: 9 }, (_, i) => {
      const x = 66 + i * 8.5;
      return `<path d="M${x.toFixed(1)} 102 L${(x + (i - 4) * 3).toFixed(1)} 30" stroke="#8e44ad" stroke-width="10" stroke-linecap="round"/>`;
    }).join("")}
    ${face(s, 100, 124, 0.4)}
  </svg>`;
}

/** A loss: a lit candle, drawn quietly (never with a face, whatever the style). */
function candle(s: ArtStyle): string {
  const wax = s.shaded ? "#f3e6c8" : "#f6ecd2";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 220">
    <circle cx="100" cy="62" r="44" fill="#ffd27a" opacity="0.35"/>
    <path d="M100 30 C114 50 116 66 100 80 C84 66 86 50 100 30 Z" fill="#ffb703" ${stroke(s, s.line * 0.6)}/>
    <path d="M100 50 C106 60 106 68 100 74 C94 68 94 60 100 50 Z" fill="#fff3c4"/>
    <path d="M100 80 L100 94" stroke="#3a2a1a" stroke-width="4" stroke-linecap="round"/>
    <rect x="64" y="92" width="72" height="112" rx="10" fill="${wax}" ${stroke(s)}/>
    <path d="M78 92 Q80 112 76 122" stroke="#e8d6ae" stroke-width="7" fill="none" stroke-linecap="round"/>
    <rect x="50" y="200" width="100" height="12" rx="6" fill="${s.shaded ? "#8a6a3a" : s.secondary}" ${stroke(s, s.line * 0.7)}/>
  </svg>`;
}

const ART: Record<Motif, (s: ArtStyle) => string> = {
  pint,
  football,
  rugby,
  cricket,
  plate,
  quizCard,
  bingoCard,
  bingoBall,
  bulb,
  microphone,
  notes,
  dartboard,
  tree,
  pumpkin,
  sun,
  cocktail,
  horseshoe,
  trophy,
  chequeredFlag,
  boxingGlove,
  burger,
  pie,
  curry,
  wings,
  wineGlass,
  golf,
  tennis,
  snooker,
  fireworks,
  clock,
  shamrock,
  heart,
  egg,
  thistle,
  candle,
};

/** The aspect ratio (width / height) of each motif's drawing. */
export const MOTIF_RATIO: Record<Motif, number> = {
  pint: 200 / 220,
  football: 1,
  rugby: 1,
  cricket: 1,
  plate: 240 / 200,
  quizCard: 200 / 220,
  bingoCard: 220 / 200,
  bingoBall: 1,
  bulb: 1,
  microphone: 200 / 220,
  notes: 1,
  dartboard: 1,
  tree: 200 / 220,
  pumpkin: 1,
  sun: 1,
  cocktail: 200 / 220,
  horseshoe: 1,
  trophy: 1,
  chequeredFlag: 1,
  boxingGlove: 1,
  burger: 220 / 200,
  pie: 220 / 200,
  curry: 220 / 200,
  wings: 220 / 200,
  wineGlass: 200 / 220,
  golf: 1,
  tennis: 1,
  snooker: 1,
  fireworks: 1,
  clock: 1,
  shamrock: 1,
  heart: 1,
  egg: 200 / 220,
  thistle: 200 / 220,
  candle: 200 / 220,
};

/** A motif as an image data URI satori can place like any <img>. */
export function motifUri(motif: Motif, style: ArtStyle): string {
  return svgUri(ART[motif](style));
}

export function svgUri(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg.replace(/\s+/g, " "))}`;
}
