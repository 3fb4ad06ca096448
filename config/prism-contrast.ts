import type { PrismTheme } from 'prism-react-renderer';

type Rgb = [number, number, number];

function parse(colour: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d) : hex[1].match(/../g)!;
    return digits.map((d) => parseInt(d, 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/i.exec(colour.trim());
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as Rgb) : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(parse(a)!), luminance(parse(b)!)].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour moved towards black (on light backgrounds) or white until it reaches `ratio` against `background`. */
function enough(colour: string, background: string, ratio: number): string {
  const from = parse(colour);
  if (!from || contrast(colour, background) >= ratio) return colour;
  const target: Rgb = luminance(parse(background)!) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0.02; t <= 1; t += 0.02) {
    const mixed = hex(from.map((c, i) => c + (target[i] - c) * t) as Rgb);
    if (contrast(mixed, background) >= ratio) return mixed;
  }
  return hex(target);
}

/**
 * The same theme with every token colour that falls short of WCAG AA
 * (4.5:1 against the code background) darkened or lightened just enough:
 * prism-react-renderer's github and vsDark themes have tokens at 2.6:1,
 * which the accessibility crawl rightly fails.
 */
export function withContrast(theme: PrismTheme, ratio = 4.5): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: { ...theme.plain, color: theme.plain.color && enough(theme.plain.color, background, ratio) },
    styles: theme.styles.map((style) => ({
      ...style,
      style: { ...style.style, ...(style.style.color ? { color: enough(style.style.color, background, ratio) } : {}) },
    })),
  };
}
