import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Errors } from 'typesense';
import { describeTypesenseError } from './errors';

const target = { protocol: 'https', hosts: ['a.example.net', 'b.example.net'], port: 443, adminApiKey: 'sekrit-admin-key' };

/** Shapes of the errors the typesense client throws, built as the client builds them. */
describe('describeTypesenseError', () => {
  it('names every node when the request timed out, with the code', () => {
    const timeout = Object.assign(new Error('timeout of 10000ms exceeded'), { code: 'ECONNABORTED' });
    assert.equal(
      describeTypesenseError(timeout, target),
      'Could not reach Typesense at https://a.example.net:443, https://b.example.net:443 (ECONNABORTED: timeout of 10000ms exceeded). ' +
        'Check TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL, and that the cluster is up.',
    );
  });

  it('keeps the server’s words for other HTTP errors', () => {
    const conflict = new Errors.ObjectAlreadyExists('Request failed with HTTP code 409 | Server said: A collection with name `x` already exists.', undefined, 409);
    assert.equal(describeTypesenseError(conflict, target), 'Typesense answered HTTP 409: A collection with name `x` already exists.');
  });

  it('treats 403 like 401', () => {
    const forbidden = new Errors.HTTPError('Request failed with HTTP code 403 | Server said: Forbidden', undefined, 403);
    assert.match(describeTypesenseError(forbidden, target), /^Typesense rejected the admin key \(HTTP 403\)/);
  });

  it('never repeats the admin key, even if a message contains it', () => {
    const echoed = new Errors.ServerError('Request failed with HTTP code 500 | Server said: bad key sekrit-admin-key', undefined, 500);
    assert.equal(describeTypesenseError(echoed, target), 'Typesense answered HTTP 500: bad key ***');
  });
});
