import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceUrl } from './source-url';

const repo = 'https://github.com/vendurehq/vendure';

describe('sourceUrl', () => {
  it('maps each published layout to the source tree at the version tag', () => {
    assert.equal(sourceUrl(repo, '@vendure/core', '3.7.3', 'dist/entity/product/product.entity.d.ts'), `${repo}/blob/v3.7.3/packages/core/src/entity/product/product.entity.ts`);
    assert.equal(sourceUrl(repo, '@vendure/asset-server-plugin', '3.7.3', 'lib/src/plugin.d.ts'), `${repo}/blob/v3.7.3/packages/asset-server-plugin/src/plugin.ts`);
    assert.equal(sourceUrl(repo, '@vendure/payments-plugin', '3.5.6', 'package/stripe/stripe.plugin.d.ts'), `${repo}/blob/v3.5.6/packages/payments-plugin/src/stripe/stripe.plugin.ts`);
    assert.equal(sourceUrl(repo, '@vendure/admin-ui', '3.7.3', 'react/react-components/Card.d.ts'), `${repo}/blob/v3.7.3/packages/admin-ui/src/lib/react/src/react-components/Card.tsx`);
    assert.equal(sourceUrl(repo, '@vendure/dashboard', '3.7.3', 'src/lib/hooks/use-auth.tsx'), `${repo}/blob/v3.7.3/packages/dashboard/src/lib/hooks/use-auth.tsx`);
    assert.equal(sourceUrl(repo, '@vendure/dashboard', '3.7.3', 'dist/plugin/dashboard.plugin.d.ts'), `${repo}/blob/v3.7.3/packages/dashboard/plugin/dashboard.plugin.ts`);
  });
});
