import type { PrismTheme } from 'prism-react-renderer';

/** The Prism themes of the two colour modes (config/theme.ts). */
export interface CodeThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

type Mode = keyof CodeThemes;
type Style = Record<string, string | number>;

const MODES: Mode[] = ['light', 'dark'];
/** The class prefix of a token type that decides a token's colour in one mode only. */
const MODE_PREFIX: Record<Mode, string> = { light: 'l-', dark: 'd-' };

/**
 * The style of each token type, as prism-react-renderer's `themeToDict`
 * computes it: entries in theme order, later ones overriding earlier ones,
 * entries limited to other languages skipped.
 */
export function styleByType(theme: PrismTheme, language?: string): Map<string, Style> {
  const styles = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages && (!language || !entry.languages.includes(language))) continue;
    for (const type of entry.types) styles.set(type, { ...styles.get(type), ...(entry.style as Style) });
  }
  return styles;
}

function sameStyle(a: Style, b: Style): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The token types whose rules colour a token as prism-react-renderer does
 * (its types' styles merged in order): the one type whose style alone equals
 * the merge, or, when none does (two types setting different properties),
 * every styled type, left to the cascade; `exact` says which case it was.
 */
export function decidingTypes(types: string[], styles: Map<string, Style>): { types: string[]; exact: boolean } {
  const styled = types.filter((type) => styles.has(type));
  if (styled.length === 0) return { types: [], exact: true };
  const merged = Object.assign({}, ...styled.map((type) => styles.get(type)));
  const exact = [...styled].reverse().find((type) => sameStyle(styles.get(type)!, merged));
  return exact ? { types: [exact], exact: true } : { types: styled, exact: false };
}

/**
 * Turns a token's types into the classes the colour style sheet
 * ({@link colourCss}) styles: `keyword` when that type decides the colour in
 * both modes, `l-keyword d-builtin` when the modes disagree. Undefined for a
 * token with no style in either mode (plain text).
 */
export class TokenClasses {
  private readonly styles = new Map<string, Record<Mode, Map<string, Style>>>();
  inexact = 0;

  constructor(private readonly themes: CodeThemes) {}

  classesOf(types: string[], language: string): string | undefined {
    const styles = this.stylesFor(language);
    const deciding = MODES.map((mode) => {
      const { types: decided, exact } = decidingTypes(types, styles[mode]);
      if (!exact) this.inexact++;
      return decided;
    });
    const [light, dark] = deciding.map((decided) => decided.join(' '));
    if (!light && !dark) return undefined;
    // The same types deciding wherever any do: their bare classes get both
    // modes' rules, and a mode where nothing decides has no rule for them.
    if (light === dark || !light || !dark) return light || dark;
    return MODES.flatMap((mode, i) => deciding[i].map((type) => `${MODE_PREFIX[mode]}${type}`)).join(' ');
  }

  private stylesFor(language: string): Record<Mode, Map<string, Style>> {
    let styles = this.styles.get(language);
    if (!styles) {
      styles = { light: styleByType(this.themes.light, language), dark: styleByType(this.themes.dark, language) };
      this.styles.set(language, styles);
    }
    return styles;
  }
}

function declarations(style: Style): string {
  return Object.entries(style)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
    .join(';');
}

/**
 * The style sheet that colours code highlighted at build time, per colour
 * mode: the code block's colours as the custom properties the theme's code
 * block styles read, and one rule per token type (scoped to a language where
 * the theme has language-only entries).
 */
export function colourCss(themes: CodeThemes): string {
  const rules: string[] = [];
  for (const mode of MODES) {
    const theme = themes[mode];
    const scope = `[data-theme='${mode}']`;
    rules.push(`${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`);
    const general = styleByType(theme);
    const typeRule = (prefix: string, type: string, style: Style) =>
      `${scope} ${prefix}.token.${type},${scope} ${prefix}.token.${MODE_PREFIX[mode]}${type}{${declarations(style)}}`;
    for (const [type, style] of general) rules.push(typeRule('', type, style));
    const languages = new Set(theme.styles.flatMap((entry) => entry.languages ?? []));
    for (const language of languages) {
      for (const [type, style] of styleByType(theme, language)) {
        if (!general.has(type) || !sameStyle(general.get(type)!, style)) rules.push(typeRule(`.language-${language} `, type, style));
      }
    }
  }
  return `${rules.join('\n')}\n`;
}
