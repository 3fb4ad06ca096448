import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { navbar } from '../../config/navbar';
import sidebars from '../../sidebars';
import { SEARCH_SECTIONS, sectionOfPath, withSection } from './sections';

describe('search sections', () => {
  it('are the navbar sidebars, in order, each with the docs folder its sidebar mirrors', () => {
    const fromConfig = navbar.items.flatMap((item) =>
      'sidebarId' in item ? [{ label: item.label, root: `/${sidebars[item.sidebarId as keyof typeof sidebars][0].dirName}` }] : [],
    );
    assert.deepEqual(
      SEARCH_SECTIONS.map(({ label, root }) => ({ label, root })),
      fromConfig,
    );
  });

  it('place a page by its path, and the pages outside them in none', () => {
    assert.equal(sectionOfPath('/guides/core-concepts/orders'), 'learn');
    assert.equal(sectionOfPath('/reference'), 'reference');
    assert.equal(sectionOfPath('/user-guide/orders/'), 'user-guide');
    assert.equal(sectionOfPath('/'), undefined);
    assert.equal(sectionOfPath('/guidesx'), undefined);
  });

  it('narrow a filter to one section, replacing any earlier choice, or widen it again', () => {
    const contextual = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
    assert.equal(withSection(contextual, 'learn'), `${contextual} && section:=learn`);
    assert.equal(withSection(`${contextual} && section:=learn`, 'reference'), `${contextual} && section:=reference`);
    assert.equal(withSection(`${contextual} && section:=learn`, undefined), contextual);
    assert.equal(withSection('', 'user-guide'), 'section:=user-guide');
  });
});
