/** Backdrops and ornaments the poster styles share: fairy lights, bursts, rays, stars, hills, ribbons. */

/** A string of fairy lights sagging across `width`, bulbs glowing in the palette's colours. */
export function fairyLights(width: number, height: number, colours: string[], wire = "#2b2b2b"): string {
  const sag = height * 0.55;
  const spans = 3;
  const spanWidth = width / spans;
  let path = `M0 ${height * 0.12}`;
  const bulbs: string[] = [];
  for (let i = 0; i < spans; i++) {
    const x0 = i * spanWidth;
    const x1 = x0 + spanWidth;
    path += ` Q${x0 + spanWidth / 2} ${sag * 1.6} ${x1} ${height * 0.12}`;
    for (let b = 1; b <= 6; b++) {
      const t = b / 7;
      const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * (x0 + spanWidth / 2) + t ** 2 * x1;
      const y = (1 - t) ** 2 * height * 0.12 + 2 * (1 - t) * t * sag * 1.6 + t ** 2 * height * 0.12;
      const colour = colours[(i * 6 + b) % colours.length];
      bulbs.push(
        `<circle cx="${x.toFixed(1)}" cy="${(y + 16).toFixed(1)}" r="22" fill="url(#glow${(i * 6 + b) % colours.length})"/>
         <rect x="${(x - 4).toFixed(1)}" y="${(y - 2).toFixed(1)}" width="8" height="8" fill="${wire}"/>
         <ellipse cx="${x.toFixed(1)}" cy="${(y + 16).toFixed(1)}" rx="7" ry="11" fill="${colour}"/>`,
      );
    }
  }
  const glows = colours
    .map(
      (colour, index) =>
        `<radialGradient id="glow${index}"><stop offset="0" stop-color="${colour}" stop-opacity="0.75"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs>${glows}</defs>
    <path d="${path}" stroke="${wire}" stroke-width="3" fill="none"/>${bulbs.join("")}</svg>`;
}

/** A star burst (comic "POW" shape) with `points` spikes. */
export function burst(size: number, points: number, fill: string, ink: string, line: number): string {
  const c = size / 2;
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? c * 0.98 : c * (0.62 + ((i * 7) % 5) * 0.04);
    const a = (i * Math.PI) / points;
    coords.push(`${(c + r * Math.sin(a)).toFixed(1)},${(c - r * Math.cos(a)).toFixed(1)}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><polygon points="${coords.join(" ")}" fill="${fill}" stroke="${ink}" stroke-width="${line}" stroke-linejoin="round"/></svg>`;
}

/** Sunburst rays behind a centrepiece (the vintage poster's backdrop). */
export function sunburst(size: number, colour: string, rays = 24): string {
  const c = size / 2;
  const wedges = Array.from({ length: rays }, (_, i) => {
    const a1 = (i * 2 * Math.PI) / rays;
    const a2 = a1 + Math.PI / rays;
    return `<path d="M${c} ${c} L${(c + c * 1.5 * Math.sin(a1)).toFixed(1)} ${(c - c * 1.5 * Math.cos(a1)).toFixed(1)} L${(c + c * 1.5 * Math.sin(a2)).toFixed(1)} ${(c - c * 1.5 * Math.cos(a2)).toFixed(1)} Z" fill="${colour}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${wedges}</svg>`;
}

/** A five-pointed star. */
export function star(fill: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M20 2 L25 15 L39 15 L28 24 L32 38 L20 30 L8 38 L12 24 L1 15 L15 15 Z" fill="${fill}"/></svg>`;
}

/** Rolling green hills along the bottom (the cartoon style's ground). */
export function hills(width: number, height: number, front: string, back: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
    <ellipse cx="${width * 0.2}" cy="${height}" rx="${width * 0.55}" ry="${height * 0.95}" fill="${back}"/>
    <ellipse cx="${width * 0.85}" cy="${height * 1.05}" rx="${width * 0.6}" ry="${height * 0.85}" fill="${back}"/>
    <ellipse cx="${width * 0.5}" cy="${height * 1.25}" rx="${width * 0.8}" ry="${height * 0.85}" fill="${front}"/></svg>`;
}

/** A ribbon banner shape behind a line of text (illustrated and vintage styles). */
export function ribbon(
  width: number,
  height: number,
  fill: string,
  fold: string,
  ink: string,
  line: number,
): string {
  const tail = height * 0.6;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height + 20}">
    <path d="M0 20 L${tail} 20 L${tail} ${height + 20} L0 ${height + 20} L${tail * 0.45} ${height / 2 + 20} Z" fill="${fold}" stroke="${ink}" stroke-width="${line}" stroke-linejoin="round"/>
    <path d="M${width} 20 L${width - tail} 20 L${width - tail} ${height + 20} L${width} ${height + 20} L${width - tail * 0.45} ${height / 2 + 20} Z" fill="${fold}" stroke="${ink}" stroke-width="${line}" stroke-linejoin="round"/>
    <rect x="${tail * 0.6}" y="0" width="${width - tail * 1.2}" height="${height}" fill="${fill}" stroke="${ink}" stroke-width="${line}"/></svg>`;
}
