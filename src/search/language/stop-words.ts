/**
 * English words that say nothing about what a reader is looking for ("how
 * do I add a …"). The embedded engine drops them from a query unless the
 * query is nothing but them or they sit inside a quoted phrase; the indexer
 * pushes the same list to Typesense as a stopwords set. Words that are API
 * or GraphQL vocabulary in Vendure (`order`, `get`, `set`, `all`, `in`, `not`
 * as a filter operator…) are deliberately absent, except where a question
 * uses them far more often than a name does.
 */
export const STOP_WORDS: readonly string[] = [
  'a', 'about', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'can', 'cannot', 'could',
  'did', 'do', 'does', 'doesn', 'don', 'for', 'from', 'had', 'has', 'have', 'how', 'i', 'if', 'into', 'is',
  'it', 'its', 'just', 'me', 'my', 'of', 'on', 'or', 'our', 'should', 'so', 'some', 'than', 'that', 'the',
  'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to', 'too', 'via', 'was', 'way', 'we',
  'were', 'what', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'would', 'you', 'your',
];
