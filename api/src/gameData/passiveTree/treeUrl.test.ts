import { describe, expect, it } from 'vitest';
import { decodeTreeData, encodeTreeUrl, treeUrlData, TreeUrlError } from './treeUrl.js';

const decode = (address: string) => decodeTreeData(treeUrlData(address));

/** Bytes as the address format lays them out, base64url without padding. */
const data = (...bytes: number[]) => Buffer.from(bytes).toString('base64url');
const word = (n: number) => [n >> 8, n & 0xff];

describe('official passive tree addresses', () => {
  it('finds the data behind every form of the address', () => {
    for (const address of [
      'https://www.pathofexile.com/passive-skill-tree/AAAABgQBAA',
      'https://www.pathofexile.com/fullscreen-passive-skill-tree/AAAABgQBAA',
      'https://www.pathofexile.com/passive-skill-tree/3.26.0/AAAABgQBAA',
      'https://fr.pathofexile.com/passive-skill-tree/3.26/AAAABgQBAA?accountName=Exile&characterName=X',
      'https://pathofexile.com/passive-skill-tree/AAAABgQBAA#top',
    ]) {
      expect(treeUrlData(address), address).toBe('AAAABgQBAA');
    }
  });

  it.each([
    [
      'https://poe.ninja/passive-skill-tree/AAAABgQBAA',
      "l'hôte poe.ninja n'est pas pathofexile.com",
    ],
    ['https://www.pathofexile.com/account/view-profile/x', "ce n'est pas une page d'arbre passif"],
    ['https://www.pathofexile.com/passive-skill-tree/', "l'adresse ne contient pas d'arbre"],
    ['pas une adresse', "ce n'est pas une adresse"],
    ['ftp://www.pathofexile.com/passive-skill-tree/AAAABgQBAA', "ce n'est pas une adresse web"],
  ])('refuses %s in French', (address, reason) => {
    expect(() => treeUrlData(address)).toThrow(new TreeUrlError(reason).message);
  });

  it('reads a real version 4 address (a Scion, from a Path of Building export in the pobapi project’s tests)', () => {
    expect(
      decode('https://www.pathofexile.com/passive-skill-tree/AAAABAABAJitGFbaYthNgsdodCj6lKD56A=='),
    ).toEqual({
      format: 4,
      classId: 0,
      ascendancyId: 1,
      nodes: [39085, 6230, 55906, 55373, 33479, 26740, 10490, 38048, 63976],
      clusterNodes: [],
      masteries: [],
    });
  });

  it('reads a real version 6 address with masteries (a level 30 Witch Elementalist)', () => {
    const tree = decode(
      'https://www.pathofexile.com/passive-skill-tree/AAAABgMCJBBYRKtVrjBb2CSsl6yYvOpqQyt4g9t2Ed-wL13k7I-mVcYsnC19HwIEB36vaZ6CEB2DAPA2xbWFH8fvUFZIMjQRD8G0OljmdgACuhovXfrxAPA=',
    );
    expect(tree).toMatchObject({ format: 6, classId: 3, ascendancyId: 2, clusterNodes: [] });
    expect(tree.nodes).toHaveLength(36);
    expect(tree.nodes.slice(0, 3)).toEqual([4184, 17579, 21934]);
    // Path of Building writes that tree's masteries as {12125,47642},{240,64241}: node, effect.
    expect(tree.masteries).toEqual([
      { effect: 47642, node: 12125 },
      { effect: 64241, node: 240 },
    ]);
  });

  it('reads version 5 with its cluster jewel nodes, as we lay the bytes out', () => {
    const bytes = [0, 0, 0, 5, 4, 1, 2, ...word(50986), ...word(39725), 1, ...word(17)];
    expect(decodeTreeData(data(...bytes))).toEqual({
      format: 5,
      classId: 4,
      ascendancyId: 1,
      nodes: [50986, 39725],
      clusterNodes: [65553],
      masteries: [],
    });
  });

  it('keeps the two ascendancy bits of the byte (the others name a Bloodline)', () => {
    expect(decodeTreeData(data(0, 0, 0, 6, 3, 0b101_11, 0, 0, 0)).ascendancyId).toBe(3);
  });

  it('reads back what the site writes', () => {
    const address = encodeTreeUrl({ classId: 2, ascendancyId: 2, nodes: [50459, 39821, 61627] });
    expect(decode(address)).toEqual({
      format: 6,
      classId: 2,
      ascendancyId: 2,
      nodes: [50459, 39821, 61627],
      clusterNodes: [],
      masteries: [],
    });
  });

  it.each([
    [data(0, 0, 0, 7, 1, 0, 0), 'version 7 du format inconnue (4, 5 ou 6 attendues)'],
    [data(0, 0, 0, 3, 1, 0, 0), 'version 3 du format inconnue (4, 5 ou 6 attendues)'],
    [data(0, 0, 0, 6), 'les données sont trop courtes'],
    [data(0, 0, 0, 6, 4, 1, 3, ...word(50986)), "les données s'arrêtent dans les nœuds"],
    [data(0, 0, 0, 6, 4, 1, 0, 0), "les données s'arrêtent avant le nombre de maîtrises"],
    ['AAAA!BgQB', 'les données ne sont pas en base64url'],
  ])('refuses broken data %s in French', (bytes, reason) => {
    expect(() => decodeTreeData(bytes)).toThrow(`Adresse d'arbre passif invalide : ${reason}.`);
  });
});
