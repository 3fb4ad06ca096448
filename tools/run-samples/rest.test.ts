import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePage } from '../markdown/read-page';
import { restCallsOf } from './rest';

describe('restCallsOf', () => {
  it('finds the curl commands to other paths than the GraphQL APIs, their user and the JSON shown after them', () => {
    const page = parsePage(
      'docs/x.mdx',
      [
        '---',
        'title: X',
        '---',
        '```bash',
        "curl -c cookies.txt http://localhost:3000/shop-api -d '{\"query\":\"mutation { login }\"}'",
        'curl -b cookies.txt http://localhost:3000/loyalty/balance',
        '```',
        '```json',
        '{ "points": 0 }',
        '```',
        '```bash',
        'curl http://localhost:3000/loyalty/customers/1/adjustments \\',
        '  -H "Authorization: Bearer $ADMIN_TOKEN" \\',
        `  -d '{"points": 250}'`,
        '```',
      ].join('\n'),
    );
    const calls = restCallsOf(page);
    assert.deepEqual(
      calls.map(({ method, path, role, body, response }) => ({ method, path, role, body, response })),
      [
        { method: 'GET', path: '/loyalty/balance', role: 'customer', body: undefined, response: { points: 0 } },
        { method: 'POST', path: '/loyalty/customers/1/adjustments', role: 'superadmin', body: '{"points": 250}', response: undefined },
      ],
    );
  });
});
