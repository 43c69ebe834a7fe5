import { describe, expect, it } from 'vitest';
import { loadTreeData, preloadTreeIndex, TREE_INDEX_URL } from './loadTreeData';
import { smallTree } from './testTree';

/** The API's two answers, as it sends them, counting the calls. */
function server(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetcher = async (url: string) => {
    calls.push(url);
    const body = answers[url];
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      json: async () => body,
    };
  };
  return { calls, fetcher };
}

const index = {
  current: '3.26',
  versions: [{ version: '3.26', dataUrl: '/api/game/passive-tree/3.26/abc.json', fetchedAt: '' }],
};

describe('loadTreeData', () => {
  it('follows the index to the version’s data, once per version', async () => {
    const { calls, fetcher } = server({
      [TREE_INDEX_URL]: index,
      '/api/game/passive-tree/3.26/abc.json': smallTree,
    });
    expect(await loadTreeData('3.26', fetcher)).toEqual(smallTree);
    expect(await loadTreeData('3.26', fetcher)).toEqual(smallTree);
    expect(calls).toEqual([TREE_INDEX_URL, '/api/game/passive-tree/3.26/abc.json']);
  });

  it('draws a version the site no longer holds on its current tree', async () => {
    const { calls, fetcher } = server({
      [TREE_INDEX_URL]: index,
      '/api/game/passive-tree/3.26/abc.json': smallTree,
    });
    expect(await loadTreeData('3.9', fetcher)).toEqual(smallTree);
    expect(calls).toEqual([TREE_INDEX_URL, '/api/game/passive-tree/3.26/abc.json']);
  });

  it('fails when the site holds no tree, and asks again on the next try', async () => {
    const { calls, fetcher } = server({ [TREE_INDEX_URL]: { current: '3.26', versions: [] } });
    await expect(loadTreeData('3.10', fetcher)).rejects.toThrow('no passive tree 3.10');
    await expect(loadTreeData('3.10', fetcher)).rejects.toThrow();
    expect(calls).toEqual([TREE_INDEX_URL, TREE_INDEX_URL]);
  });
});

describe('preloadTreeIndex', () => {
  it('asks for the index once, and the data then needs only its own download', async () => {
    const { calls, fetcher } = server({
      [TREE_INDEX_URL]: index,
      '/api/game/passive-tree/3.26/abc.json': smallTree,
    });
    await preloadTreeIndex(fetcher);
    await preloadTreeIndex(fetcher);
    expect(calls).toEqual([TREE_INDEX_URL]);
    expect(await loadTreeData('3.27', fetcher)).toEqual(smallTree);
    expect(calls).toEqual([TREE_INDEX_URL, '/api/game/passive-tree/3.26/abc.json']);
  });
});
