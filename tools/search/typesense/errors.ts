/** Where the indexer was talking to, for messages about an unreachable cluster. */
export interface TypesenseTarget {
  protocol: string;
  hosts: string[];
  port: number;
  /** Removed from every message, in case a server or library ever echoes it. */
  adminApiKey: string;
}

/** Error codes of Node and axios that mean the request never got an HTTP answer. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_NETWORK']);

/**
 * One line a person can act on, for any error of the Typesense client.
 * Only the error's message, status and code are read: the client's network
 * errors carry the request configuration, admin key header included, so the
 * error object itself must never be printed.
 */
export function describeTypesenseError(error: unknown, target: TypesenseTarget): string {
  const { httpStatus, code, message = String(error) } = error as { httpStatus?: number; code?: string; message?: string };
  // The client words HTTP errors as "Request failed with HTTP code 401 | Server said: …"; keep what the server said.
  const serverSaid = message.split(' | Server said: ')[1] ?? message;
  let line: string;
  if (httpStatus === 401 || httpStatus === 403) {
    line = `Typesense rejected the admin key (HTTP ${httpStatus}): check TYPESENSE_ADMIN_API_KEY. Server said: ${serverSaid}`;
  } else if (httpStatus !== undefined) {
    line = `Typesense answered HTTP ${httpStatus}: ${serverSaid}`;
  } else if (code !== undefined && UNREACHABLE.has(code)) {
    const urls = target.hosts.map((host) => `${target.protocol}://${host}:${target.port}`).join(', ');
    // Node's message is empty when every address of a host refused (AggregateError), so lead with the code.
    line = `Could not reach Typesense at ${urls} (${code}${message ? `: ${message}` : ''}). Check TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL, and that the cluster is up.`;
  } else {
    line = message;
  }
  return target.adminApiKey ? line.split(target.adminApiKey).join('***') : line;
}
