// A minimal GraphQL client for the sample data: it keeps the session token Vendure returns in
// the `vendure-auth-token` header, so each client is one signed-in user (or one guest's order).

export interface GraphqlClient {
    request<T = any>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export function graphqlClient(endpoint: string): GraphqlClient {
    let token: string | undefined;
    return {
        async request(query, variables) {
            const response = await fetch(endpoint, {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    ...(token ? { authorization: `Bearer ${token}` } : {}),
                },
                body: JSON.stringify({ query, variables }),
            });
            token = response.headers.get('vendure-auth-token') ?? token;
            const body = (await response.json()) as { data?: any; errors?: Array<{ message: string }> };
            if (body.errors?.length) {
                throw new Error(`${operationName(query)}: ${body.errors.map(e => e.message).join('; ')}`);
            }
            return body.data;
        },
    };
}

/** Throws when a mutation returned one of Vendure's ErrorResult types instead of its entity. */
export function expectSuccess<T extends { __typename?: string; message?: string }>(
    result: T,
    what: string,
): T {
    if (result && 'errorCode' in result) {
        throw new Error(`${what}: ${result.message ?? String(result.errorCode)}`);
    }
    return result;
}

function operationName(query: string): string {
    return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'GraphQL request';
}
