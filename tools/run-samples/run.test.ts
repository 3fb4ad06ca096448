import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSchema } from 'graphql';
import { fillFromResponses, judge, missingFromSchema, uploadsIn } from './run';
import type { PlannedBlock } from './plan';
import type { RunBlock } from './parse';

const planned = (block: Partial<RunBlock>): Extract<PlannedBlock, { action: 'run' }> => ({
  block: { file: 'docs/x.mdx', line: 1, code: '', kind: 'operation', meta: {}, variableNames: new Map(), rootFields: new Set(), uploads: new Set(), pageFiles: new Map(), ...block },
  action: 'run',
  api: 'shop',
  role: 'guest',
  query: '',
  variables: {},
  missing: [],
});

describe('judge', () => {
  it('fails on a GraphQL error or an ErrorResult the page does not expect', () => {
    assert.match(judge(planned({}), { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }) ?? '', /GraphQL error FORBIDDEN: No/);
    assert.match(judge(planned({}), { data: { login: { errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'bad' } } }) ?? '', /data.login is INVALID_CREDENTIALS_ERROR: bad/);
  });

  it('passes an error that expect-error= or the shown response expects, and fails when it does not come', () => {
    assert.equal(judge(planned({ meta: { expectError: 'FORBIDDEN' } }), { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }), undefined);
    const shown = { data: { login: { errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'x' } } };
    assert.equal(judge(planned({ response: shown }), { data: { login: { errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'y' } } }), undefined);
    assert.match(judge(planned({ meta: { expectError: 'FORBIDDEN' } }), { data: { x: 1 } }) ?? '', /expected FORBIDDEN, but the server sent no error/);
  });

  it('compares the shape of the shown response', () => {
    assert.match(judge(planned({ response: { data: { activeOrder: { id: '1' } } } }), { data: { activeOrder: null } }) ?? '', /differs from the page's: data.activeOrder/);
  });
});

describe('fillFromResponses', () => {
  it('takes a missing variable from the latest response with a field of that name', () => {
    const responses = [{ order: { code: 'OLD' } }, { addPaymentToOrder: { lines: [{ id: '3' }], code: 'NEW' } }];
    assert.deepEqual(fillFromResponses(['code', 'token'], responses), { values: { code: 'NEW' }, unfilled: ['token'] });
  });
});

describe('missingFromSchema', () => {
  it('lists the types, fields and enum values the served schema lacks', () => {
    const schema = buildSchema('type Query { a: Int } enum Permission { ReadCatalog }');
    assert.deepEqual(missingFromSchema('extend type Query { a: Int b: Int } type Review { id: ID } extend enum Permission { ReadCatalog ReadReview }', schema), ['Query.b', 'type Review', 'Permission.ReadReview']);
  });
});

describe('uploadsIn', () => {
  it('finds the upload: values and their paths', () => {
    assert.deepEqual(uploadsIn({ file: 'upload:a.png', input: [{ file: 'upload:b.png', tags: ['x'] }] }), [
      { path: 'variables.file', name: 'a.png' },
      { path: 'variables.input.0.file', name: 'b.png' },
    ]);
  });
});
