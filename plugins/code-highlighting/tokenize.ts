import { normalizeTokens, Prism } from 'prism-react-renderer';
import type { TokenClasses } from './colours';
import type { Token } from './highlighted-code';

type PrismTokens = Parameters<typeof normalizeTokens>[0];

let registered = '';

/**
 * Registers the extra Prism languages the way the theme's client module
 * (`prism-include-languages`) does in the browser: Prism's language files
 * extend a global `Prism`.
 */
export function registerLanguages(languages: string[]): void {
  const key = languages.join(',');
  if (registered === key) return;
  const global = globalThis as { Prism?: unknown };
  global.Prism = Prism;
  for (const language of languages) {
    if (language === 'php') require('prismjs/components/prism-markup-templating.js');
    require(`prismjs/components/prism-${language}`);
  }
  delete global.Prism;
  registered = key;
}

/**
 * The lines of the code as prism-react-renderer's `Highlight` tokenizes
 * them, each token reduced to the classes that colour it; neighbouring runs
 * of the same classes are joined.
 */
export function tokenize(code: string, language: string, classes: TokenClasses): Token[][] {
  const grammar = Prism.languages[language];
  let prismTokens: PrismTokens = [code];
  if (grammar) {
    const env = { code, grammar, language, tokens: [] as PrismTokens };
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', env);
    prismTokens = env.tokens;
  }
  return normalizeTokens(prismTokens).map((line) => {
    const runs: Token[] = [];
    for (const { types, content } of line) {
      if (content === '' || content === '\n') continue;
      const tokenClasses = classes.classesOf(types, language);
      const run: Token = tokenClasses ? [tokenClasses, content] : content;
      const last = runs.at(-1);
      if (typeof run === 'string' && typeof last === 'string') runs[runs.length - 1] = last + run;
      else if (typeof run !== 'string' && Array.isArray(last) && last[0] === run[0]) last[1] += run[1];
      else runs.push(run);
    }
    return runs;
  });
}
