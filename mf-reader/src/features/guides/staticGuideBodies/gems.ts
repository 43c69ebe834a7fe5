import { gem } from './inserts';

/** The gems the guides mention, with the colour and tags the game gives them. */
export const gems = {
  leapSlam: gem('Leap Slam', 'red', 'Attack, AoE, Movement, Travel, Slam', 10),
  flameDash: gem('Flame Dash', 'blue', 'Spell, Movement, Duration, Fire, Travel, Blink', 10),
  moltenShell: gem('Molten Shell', 'red', 'Spell, Fire, Guard'),
  cyclone: gem('Cyclone', 'green', 'Attack, AoE, Movement, Melee, Channelling', 28),
  tornadoShot: gem('Tornado Shot', 'green', 'Attack, Projectile, Bow', 28),
  splitArrow: gem('Split Arrow', 'green', 'Attack, Projectile, Bow', 1),
  raiseZombie: gem('Raise Zombie', 'blue', 'Spell, Minion', 1),
  ragingSpirit: gem('Summon Raging Spirit', 'red', 'Spell, Minion, Duration, Fire'),
  righteousFire: gem('Righteous Fire', 'red', 'Spell, AoE, Fire', 16),
  determination: gem('Determination', 'red', 'Aura, Spell, AoE', 24),
  grace: gem('Grace', 'green', 'Aura, Spell, AoE', 24),
  clarity: gem('Clarity', 'blue', 'Aura, Spell, AoE', 1),
  heraldOfAsh: gem('Herald of Ash', 'red', 'Spell, AoE, Fire, Herald', 16),
  purityOfElements: gem('Purity of Elements', 'blue', 'Aura, Spell, AoE', 24),
};
