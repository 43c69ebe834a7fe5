import { blankBuild } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { isShownLink, mainGems, phaseContent, PHASES } from './phases';

const helmet = { name: 'Goldrim', image: '/images/uniques/Goldrim.png' };
const torse = { Torse: [{ name: 'Cyclone' }] };

const build = blankBuild({
  title: 'Cyclone',
  ascendancy: 'Slayer',
  leveling_equipment: { helmet },
  premier_equipement_equipment: { body: helmet },
  endgame_equipment: { boots: helmet },
  optimisation_equipment: { gloves: helmet },
  gem_sockets_leveling: torse,
  gem_sockets_premier_equipement: { Casque: [{ name: 'Leap Slam' }] },
  gem_sockets_endgame: { Bottes: [{ name: 'Whirling Blades' }] },
  gem_sockets_optimisation: { Gants: [{ name: 'Herald of Ash' }] },
  gem_links: { gem_sockets_endgame: { Bottes: [0, 1] } },
  leveling: '<p>Leveling</p>',
  premier_equipement: '<p>Premier</p>',
  endgame: '<p>Endgame</p>',
  optimisation: '<p>Optimisation</p>',
  mecaniques: '<p>Mécaniques</p>',
});

describe('isShownLink', () => {
  it.each([
    ['https://pobb.in/abc', true],
    ['http://video.test/v', true],
    ['httpx://odd.test', true],
    ['', false],
    ['pobb.in/abc', false],
    [' https://pobb.in/abc', false],
    ['javascript:alert(1)', false],
    ['HTTPS://POBB.IN', false],
    [undefined, false],
    [null, false],
  ])('%j is shown: %s', (value, shown) => {
    expect(isShownLink(value)).toBe(shown);
  });
});

describe('mainGems', () => {
  it('reads the main set and its links, or the older gem_sockets without a main set', () => {
    const main = { Torse: [{ name: 'Cyclone' }] };
    const links = { Torse: [0, 0, 1] };
    expect(
      mainGems(blankBuild({ gem_sockets_main: main, gem_links: { gem_sockets_main: links } })),
    ).toEqual({ gems: main, links });
    expect(mainGems(blankBuild({ gem_sockets: main, gem_links: { gem_sockets: links } }))).toEqual({
      gems: main,
      links,
    });
    expect(mainGems(blankBuild({ gem_sockets_main: main })).links).toEqual({});
  });
});

describe('phaseContent', () => {
  it('gives each tab its own text, equipment set and sockets, and Mécaniques text only', () => {
    expect(PHASES.map((phase) => phaseContent(build, phase))).toEqual([
      { html: '<p>Leveling</p>', equipment: { helmet }, gems: torse, links: {} },
      {
        html: '<p>Premier</p>',
        equipment: { body: helmet },
        gems: { Casque: [{ name: 'Leap Slam' }] },
        links: {},
      },
      {
        html: '<p>Endgame</p>',
        equipment: { boots: helmet },
        gems: { Bottes: [{ name: 'Whirling Blades' }] },
        links: { Bottes: [0, 1] },
      },
      {
        html: '<p>Optimisation</p>',
        equipment: { gloves: helmet },
        gems: { Gants: [{ name: 'Herald of Ash' }] },
        links: {},
      },
      { html: '<p>Mécaniques</p>', equipment: null, gems: {}, links: {} },
    ]);
  });

  it.each([
    ['the wire text when there is one', '<p>Premier</p>', '<p>Ancien</p>', '<p>Premier</p>'],
    [
      'the camelCase text of older builds when the wire one is empty',
      '',
      '<p>Ancien</p>',
      '<p>Ancien</p>',
    ],
    ['an empty text when neither is there', '', undefined, ''],
  ])('reads premierEquipement from %s', (_case, wire, legacy, html) => {
    const older = { ...build, premier_equipement: wire, premierEquipement: legacy };
    expect(phaseContent(older, 'premierEquipement').html).toBe(html);
  });
});

describe('phaseContent leaves out what copies the main view', () => {
  const mainSet = {
    helmet,
    body: { name: 'Tabula Rasa', image: '/images/uniques/Tabula_Rasa.png' },
  };
  const mainSockets = { Torse: [{ name: 'Cyclone' }, { name: 'Melee Physical Damage Support' }] };
  const copying = blankBuild({
    title: 'Copie',
    ascendancy: 'Slayer',
    equipment: mainSet,
    gem_sockets_main: mainSockets,
    // The same data, written in another key order: still a copy.
    endgame_equipment: { body: mainSet.body, helmet },
    gem_sockets_endgame: mainSockets,
    optimisation_equipment: { gloves: helmet },
    gem_sockets_optimisation: { Gants: [{ name: 'Herald of Ash' }] },
    endgame: '<p>Endgame</p>',
  });

  it('gives an Endgame tab that copies the main set no equipment and no gems', () => {
    const endgame = phaseContent(copying, 'endgame');
    expect(endgame.equipment).toBeNull();
    expect(endgame.gems).toEqual({});
    expect(endgame.html).toBe('<p>Endgame</p>');
  });

  it('keeps a tab that has its own set and gems', () => {
    const optimisation = phaseContent(copying, 'optimisation');
    expect(optimisation.equipment).toEqual({ gloves: helmet });
    expect(optimisation.gems).toEqual({ Gants: [{ name: 'Herald of Ash' }] });
  });
});
