/**
 * A request the tools cannot answer because of what was asked (an unknown
 * page, an empty query): the server turns it into an MCP error result whose
 * text the assistant reads, so the message says what to send instead.
 */
export class InputError extends Error {
  override name = 'InputError';
}
