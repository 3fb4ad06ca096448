import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { abbreviateSelections } from './selections';

describe('abbreviateSelections', () => {
  it('shows a generated GraphQL selection, nested ones inside it too, as the name of its type', () => {
    const text =
      'EventEmitter<{ __typename?: "SearchResult"; sku: string; productAsset?: { __typename?: "SearchResultAsset"; id: string; } | null; price: { __typename?: "PriceRange"; } | { __typename?: "SinglePrice"; value: number; }; }>';
    assert.deepEqual(abbreviateSelections([{ text }]), [{ text: 'EventEmitter<' }, { text: 'SearchResult', graphqlType: 'SearchResult' }, { text: '>' }]);
  });

  it('drops links inside a selection and keeps those around it', () => {
    const tokens = [{ text: 'Map<' }, { text: 'ID', targetId: 'x:ID' }, { text: ", { __typename?: 'Asset'; owner: " }, { text: 'User', targetId: 'x:User' }, { text: '; }>' }];
    assert.deepEqual(abbreviateSelections(tokens), [{ text: 'Map<' }, { text: 'ID', targetId: 'x:ID' }, { text: ', ' }, { text: 'Asset', graphqlType: 'Asset' }, { text: '>' }]);
  });

  it('leaves other object types, and a string that only mentions __typename, as written', () => {
    const tokens = [{ text: '{ id: string; kind: "__typename" }' }];
    assert.deepEqual(abbreviateSelections(tokens), tokens);
  });
});
