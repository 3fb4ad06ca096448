import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { themes } from 'prism-react-renderer';
import { contrast, withContrast } from './prism-contrast';

describe('withContrast', () => {
  for (const name of ['github', 'vsDark'] as const) {
    it(`brings every token of ${name} to 4.5:1 against its background`, () => {
      const theme = withContrast(themes[name]);
      const background = theme.plain.backgroundColor!;
      for (const { style } of theme.styles) if (style.color) assert.ok(contrast(style.color, background) >= 4.5, `${style.color} on ${background}`);
    });
  }

  it('leaves colours that already pass untouched', () => {
    const theme = withContrast(themes.github);
    assert.equal(theme.plain.color, themes.github.plain.color);
    assert.ok(themes.github.styles.some(({ style }) => style.color && contrast(style.color, '#f6f8fa') < 4.5));
  });

  it('computes WCAG ratios', () => {
    assert.equal(contrast('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrast('#36acaa', '#f6f8fa').toFixed(2), '2.58');
  });
});
