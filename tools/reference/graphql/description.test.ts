import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanSchemaDescription } from './description';

describe('cleanSchemaDescription', () => {
  const hrefs = new Map([['Customer', '/reference/graphql-api/shop/object-types#customer']]);
  const clean = (text: string) => cleanSchemaDescription(text, (name) => hrefs.get(name));

  it('drops doc-generator tags and keeps their text', () => {
    assert.equal(clean('@description\nThe state of a Job in the JobQueue\n\n@docsCategory common'), 'The state of a Job in the JobQueue');
  });

  it('links a {@link} to a schema type, shows any other name as code, and unescapes decorators in examples', () => {
    assert.equal(
      clean('Used via the {@link Allow} decorator for the {@link Customer}.\n\n@example\n```TypeScript\n\\@Allow(Permission.Owner)\n```'),
      'Used via the `Allow` decorator for the [Customer](/reference/graphql-api/shop/object-types#customer).\n\n```typescript\n@Allow(Permission.Owner)\n```',
    );
  });

  it('leaves a plain description as it is', () => {
    assert.equal(clean('The entity was successfully deleted'), 'The entity was successfully deleted');
  });
});
