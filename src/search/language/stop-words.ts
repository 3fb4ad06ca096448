/**
 * English words that say nothing about what a reader is looking for ("how
 * do I add a …"). The embedded engine drops them from a query unless the
 * query is nothing but them or they sit inside a quoted phrase; the indexer
 * pushes the same list to Typesense as a stopwords set. Words that are API
 * or GraphQL vocabulary in Vendure (`order`, `get`, `set`, `all`…) are
 * deliberately absent; `not` is in, since "X not working" is far more often
 * typed than the filter operator.
 */
export const STOP_WORDS: readonly string[] = [
  'a', 'about', 'also', 'anyone', 'anything', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'but', 'by', 'can', 'cannot', 'could',
  'did', 'do', 'does', 'doesn', 'don', 'for', 'from', 'had', 'has', 'have', 'how', 'i', 'if', 'into', 'is',
  'in', 'it', 'its', 'just', 'like', 'me', 'my', 'need', 'not', 'of', 'on', 'or', 'our', 'please', 'possible', 'says', 'should', 'so', 'some', 'than', 'that', 'the',
  'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to', 'too', 'up', 'via', 'want', 'was', 'way', 'we',
  'were', 'what', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'would', 'you', 'your',
];
