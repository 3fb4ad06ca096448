/**
 * How large a file is in tokens, estimated rather than counted: each model
 * family has its own tokenizer, and none ships here. The estimate is the
 * common rule of thumb for English text, about four characters a token
 * (OpenAI's help pages give it); code and type signatures run to more tokens
 * per character, so the reference files are under-estimated rather than over.
 * llms.txt states the rule wherever it gives a figure.
 */
export const CHARACTERS_PER_TOKEN = 4;

/** The words llms.txt uses for the rule, once, next to the figures. */
export const TOKEN_ESTIMATE_RULE = `estimated as characters ÷ ${CHARACTERS_PER_TOKEN}`;

/** Characters as a reader counts them: code points, so that an emoji or a CJK character outside the BMP counts once. */
export function characterCount(text: string): number {
  let surrogatePairs = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        surrogatePairs++;
        i++;
      }
    }
  }
  return text.length - surrogatePairs;
}

export function estimateTokens(text: string): number {
  return Math.ceil(characterCount(text) / CHARACTERS_PER_TOKEN);
}

/**
 * A token count as llms.txt writes it, rounded to what a reader plans with:
 * `~800 tokens`, `~17k tokens`, `~1.3M tokens`.
 */
export function formatTokens(tokens: number): string {
  if (Math.round(tokens / 1000) >= 1000) return `~${(tokens / 1_000_000).toFixed(1)}M tokens`;
  if (tokens >= 1000) return `~${Math.round(tokens / 1000)}k tokens`;
  return `~${Math.max(100, Math.round(tokens / 100) * 100)} tokens`;
}

/** The figure a note of llms.txt states (`…, ~17k tokens`), as formatTokens wrote it; undefined when there is none. */
export function statedTokens(note: string): string | undefined {
  return /~\d+(?:\.\d)?[kM]? tokens/.exec(note)?.[0];
}
