import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeTokens, Prism, themes } from 'prism-react-renderer';
import { codeHighlighting } from '../../config/theme';
import { colourCss, decidingTypes, styleByType, TokenClasses } from './colours';
import { registerLanguages, tokenize } from './tokenize';

registerLanguages(codeHighlighting.additionalLanguages);

const SAMPLES: Record<string, string> = {
  ts: `import { VendurePlugin } from '@vendure/core';
/** A doc comment */
@VendurePlugin({ imports: [], compatibility: '^3.0.0' })
export class GiftCardsPlugin {
  static options = { enabled: true, limit: 10, pattern: /^gc-\\d+$/ };
  greet = (name: string): string => \`Hello \${name.trim()}\`;
}`,
  graphql: `query Product($id: ID!) {
  product(id: $id) { id name ...on Product { variants { price } } }
}`,
  json: `{ "name": "shop", "private": true, "count": 3, "nothing": null }`,
  bash: `npx @vendure/create my-shop --ci # comment\nexport PORT=3000 && echo "$PORT"`,
  html: `<!doctype html><div class="x" data-id='1'><!-- note --><b>bold</b></div>`,
  markup: `<div class="x">text</div>`,
};

type Style = Record<string, string | number>;
const kebab = (style: Style) => Object.fromEntries(Object.entries(style).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(v)]));

/** The style prism-react-renderer's `getTokenProps` gives a token inline. */
function inlineStyle(types: string[], language: string, mode: 'light' | 'dark'): Style {
  if (types.length === 1 && types[0] === 'plain') return {};
  const styles = styleByType(codeHighlighting.themes[mode], language);
  return Object.assign({}, ...types.map((type) => styles.get(type)));
}

/** Applies the rules of the generated style sheet to a token, by specificity and then order, as a browser would. */
function cascade(css: string, classes: string[], language: string, mode: 'light' | 'dark'): Style {
  const matching: { specificity: number; order: number; declarations: Style }[] = [];
  css.split('\n').forEach((rule, order) => {
    const [, selectors, body] = /^(.*)\{(.*)\}$/.exec(rule) ?? [];
    if (!selectors) return;
    for (const selector of selectors.split(',')) {
      const [, scope, inLanguage, type] = /^\[data-theme='(\w+)'\] (?:\.language-(\S+) )?\.token\.(\S+)$/.exec(selector) ?? [];
      if (scope !== mode || !classes.includes(type) || (inLanguage && inLanguage !== language)) continue;
      const declarations = Object.fromEntries(body.split(';').map((d) => d.split(':') as [string, string]));
      matching.push({ specificity: inLanguage ? 2 : 1, order, declarations });
    }
  });
  matching.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  return Object.assign({}, ...matching.map((rule) => rule.declarations));
}

describe('build-time code colours', () => {
  it('give every token of every sample the style prism-react-renderer gives it inline, in both modes', () => {
    const css = colourCss(codeHighlighting.themes);
    const classes = new TokenClasses(codeHighlighting.themes);
    let checked = 0;
    for (const [language, code] of Object.entries(SAMPLES)) {
      for (const line of normalizeTokens(Prism.tokenize(code, Prism.languages[language]))) {
        for (const { types, content } of line) {
          const tokenClasses = classes.classesOf(types, language)?.split(' ') ?? [];
          for (const mode of ['light', 'dark'] as const) {
            assert.deepEqual(cascade(css, tokenClasses, language, mode), kebab(inlineStyle(types, language, mode)), `${language} ${mode} ${JSON.stringify(content)} ${types.join(' ')}`);
            checked++;
          }
        }
      }
    }
    assert.ok(checked > 300, `only ${checked} tokens checked`);
    // The HTML doctype is one: github's comment style and punctuation colour, left to the cascade.
    assert.ok(classes.inexact > 0);
  });

  it('sets the code block colours of each mode as the custom properties the theme styles read', () => {
    const css = colourCss(codeHighlighting.themes);
    assert.match(css, /^\[data-theme='light'\]\{--prism-color:#393A34;--prism-background-color:#f6f8fa\}$/m);
    assert.match(css, /^\[data-theme='dark'\]\{--prism-color:#9CDCFE;--prism-background-color:#1E1E1E\}$/m);
  });

  it('picks the type whose style equals the merge, or all styled types when none does', () => {
    const styles = styleByType(themes.github);
    assert.deepEqual(decidingTypes(['tag', 'punctuation'], styles), { types: ['punctuation'], exact: true });
    assert.deepEqual(decidingTypes(['plain'], styles), { types: [], exact: true });
    // `namespace` sets only opacity and `string` only a colour: no single type gives both.
    assert.deepEqual(decidingTypes(['namespace', 'string'], styles), { types: ['namespace', 'string'], exact: false });
  });

  it('names a type per mode when the modes disagree on which type decides', () => {
    const classes = new TokenClasses({ light: themes.github, dark: themes.vsDark });
    // github colours `boolean`, vsDark only `class-name`.
    assert.equal(classes.classesOf(['boolean', 'class-name'], 'ts'), 'l-boolean d-class-name');
    assert.equal(classes.classesOf(['keyword'], 'ts'), 'keyword');
    assert.equal(classes.classesOf(['plain'], 'ts'), undefined);
  });
});

describe('tokenize', () => {
  it('joins neighbouring runs of the same colour and keeps the text intact', () => {
    const lines = tokenize('const a = 1;\n\nfoo();', 'ts', new TokenClasses(codeHighlighting.themes));
    assert.equal(lines.length, 3);
    assert.deepEqual(lines[1], []);
    assert.equal(lines.map((line) => line.map((run) => (typeof run === 'string' ? run : run[1])).join('')).join('\n'), 'const a = 1;\n\nfoo();');
    assert.deepEqual(lines[0][0], ['keyword', 'const']);
  });

  it('leaves code in a language Prism does not know as plain text', () => {
    assert.deepEqual(tokenize('just <text>', 'no-such-language', new TokenClasses(codeHighlighting.themes)), [['just <text>']]);
  });
});
