import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import buildSpeedPlugin from './index';

describe('buildSpeedPlugin', () => {
  it('drops postcss-preset-env and tells postcss-loader not to search for a config file', () => {
    // The plugin is recognised by its source, which names itself, as postcss-preset-env's does.
    const presetEnv = () => ({ postcssPlugin: 'postcss-preset-env' });
    const kept = () => ({ postcssPlugin: 'postcss-sort-media-queries' });
    const options = buildSpeedPlugin().configurePostCss!({ plugins: [kept, [presetEnv, {}]] as never[], ident: 'postcss' });
    assert.deepEqual(options, { ident: 'postcss', config: false, plugins: [kept] });
  });

  it('names the server bundle\'s chunk files by id alone, so its chunk-file function holds no map of every chunk', () => {
    const configure = buildSpeedPlugin().configureWebpack!;
    const server = configure({}, true, {} as never, {} as never) as { output?: { chunkFilename?: string } };
    assert.equal(server.output?.chunkFilename, 'assets/js/[id].js');
    assert.deepEqual(configure({}, false, {} as never, {} as never), {});
  });
});
