/**
 * The gem tags the catalogue uses (api/src/gameData/catalogue/current/gemFacts.ts), and the
 * French client's word for each where its own strings give one. Source: the trade site's stat
 * texts in English and French as maxensas/xiletrade keeps them
 * (`src/Xiletrade.Library/Data/Lang/{en-US,fr-FR}/Filters.json`), paired by stat id; the id
 * beside each word is the stat it was read from (« +# to Level of Socketed Fire Gems » /
 * « +# au Niveau des Gemmes de Feu enchâssées »). Written in the singular, capitalised as a tag.
 * Tags no French stat names as a tag (Slam, Orb, Blink, Stance, Critical, Trigger, Chaining,
 * Exceptional) are left out: they show in English rather than guessed.
 */
export const FRENCH_GEM_TAGS: Readonly<Record<string, string>> = {
  AoE: 'Zone', // explicit.stat_2551600084
  Attack: 'Attaque', // pseudo.pseudo_increased_fire_damage_with_attack_skills
  Aura: 'Aura', // explicit.stat_2452998583
  Banner: 'Étendard', // explicit.stat_2384457007
  Blessing: 'Bénédiction', // explicit.stat_2497009514
  Bow: 'Arc', // explicit.stat_2027269580
  Brand: 'Symbole', // explicit.stat_3089482869
  Channelling: 'Canalisation', // explicit.stat_1178188780
  Chaos: 'Chaos', // explicit.stat_2675603254
  Cold: 'Froid', // explicit.stat_1645459191
  Curse: 'Malédiction', // explicit.stat_3691695237
  Duration: 'Durée', // implicit.stat_2115168758
  Fire: 'Feu', // explicit.stat_339179093
  Golem: 'Golem', // explicit.stat_3448743676
  Guard: 'Protection', // scourge.stat_3150300096
  Herald: 'Héraut', // explicit.stat_1344805487
  Hex: 'Calamité', // explicit.stat_153777645
  Lightning: 'Foudre', // explicit.stat_4043416969
  Link: 'Lien', // explicit.stat_1214762172
  Mark: 'Marque', // explicit.stat_4189061307
  Melee: 'Mêlée', // explicit.stat_829382474
  Mine: 'Mine', // explicit.stat_2228913626
  Minion: 'Créature', // explicit.stat_3604946673
  Movement: 'Déplacement', // explicit.stat_3852526385
  Nova: 'Nova', // explicit.stat_3250070049
  Offering: 'Offrande', // explicit.stat_2957407601
  Physical: 'Physique', // implicit.stat_516565950
  Prismatic: 'Prismatique', // explicit.stat_2034210174
  Projectile: 'Projectile', // explicit.stat_2176571093
  Spell: 'Sort', // explicit.stat_446733281
  Strike: 'Frappe', // explicit.stat_719626796
  Support: 'Soutien', // explicit.stat_4154259475
  Totem: 'Totem', // explicit.stat_869436347
  Trap: 'Piège', // explicit.stat_407139870
  Travel: 'Trajet', // explicit.stat_1020412108
  Vaal: 'Vaal', // explicit.stat_1170386874
  Warcry: 'Cri de guerre', // explicit.stat_1672793731
};

/**
 * A gem tag in a language: the French client's word in 'fr' (the English tag when it has none).
 * @example gemTagLabel('Fire', 'fr') // 'Feu'
 */
export function gemTagLabel(tag: string, lang: string): string {
  if (lang !== 'fr' || !Object.hasOwn(FRENCH_GEM_TAGS, tag)) return tag;
  return FRENCH_GEM_TAGS[tag] ?? tag;
}
