/**
 * The skill gems of the current league (Path of Exile 3.25 – 3.26), kept by the project so that a
 * new site shows them before any refresh job has run, and without the internet.
 *
 * One line per gem: `English name|required level|tags`, grouped by colour (the gem's primary
 * attribute: red strength, green dexterity, blue intelligence, white none). Support gems are
 * written without their « Support » suffix, which `currentGems()` adds.
 *
 * Facts written as our own data from these public sources (see api/README.md « Game data »):
 * - names, primary attribute, required level and support flag: the game's `SkillGems` and
 *   `BaseItemTypes` tables as leveling tools publish them (exile-leveling's gem list);
 * - tags: Path of Building's gem data (`tagString`) and the community wiki's gem pages;
 * - transfigured gems: the community wiki's « Transfigured skill gem » list; a transfigured gem
 *   takes its base gem's colour, required level and tags.
 * The refresh jobs (poe.ninja, the wiki) overwrite these facts with live ones when they run.
 */

export const ACTIVE_GEMS = {
  red: `
Absolution|12|Spell, Minion, Duration, Physical, Lightning, AoE
Ancestral Cry|16|Warcry, AoE, Duration
Ancestral Protector|4|Attack, Totem, Melee, Strike
Ancestral Warchief|28|Attack, Totem, AoE, Slam, Melee
Anger|24|Aura, Spell, AoE, Fire
Animate Guardian|28|Spell, Minion
Autoexertion|24|Spell, Duration
Battlemage's Cry|24|Warcry, AoE, Duration
Berserk|34|Spell
Bladestorm|28|Attack, AoE, Duration, Physical, Melee
Blood and Sand|4|Spell, Stance
Boneshatter|28|Attack, AoE, Physical, Melee, Strike
Chain Hook|12|Attack, AoE, Melee
Cleave|1|Attack, AoE, Physical, Melee
Consecrated Path|28|Attack, AoE, Duration, Fire, Melee, Slam
Corrupting Fever|16|Spell, Duration, Physical
Crushing Fist|4|Attack, Melee, Strike
Decoy Totem|4|Totem, Spell, AoE, Duration
Defiance Banner|16|Aura, Spell, AoE, Banner
Determination|24|Aura, Spell, AoE, Physical
Devouring Totem|4|Totem, Spell, Duration
Divine Blast|28|Attack, AoE, Melee
Dominating Blow|28|Attack, Minion, Duration, Melee, Strike
Dread Banner|24|Aura, Spell, AoE, Banner
Earthquake|28|Attack, AoE, Duration, Physical, Melee, Slam
Earthshatter|12|Attack, AoE, Duration, Physical, Melee, Slam
Enduring Cry|10|Warcry, AoE, Duration
Eviscerate|16|Attack, AoE, Melee, Physical
Exsanguinate|12|Spell, Duration, Physical, Chaining
Flame Link|34|Spell, Duration, Fire, Link
Flesh and Stone|16|Spell, Stance, AoE
Frozen Legion|34|Attack, AoE, Cold, Duration
General's Cry|24|Warcry, AoE, Duration
Glacial Hammer|1|Attack, Melee, Strike, Cold
Ground Slam|1|Attack, AoE, Slam, Melee
Heavy Strike|1|Attack, Melee, Strike
Herald of Ash|16|Spell, AoE, Fire, Herald
Herald of Purity|16|Spell, Minion, Physical, Herald
Holy Flame Totem|4|Totem, Spell, Projectile, AoE, Fire
Holy Hammers|28|Attack, AoE, Melee, Slam
Holy Strike|1|Attack, Melee, Strike
Ice Crash|28|Attack, AoE, Cold, Melee, Slam
Immortal Call|34|Spell, Duration, Guard
Infernal Blow|12|Attack, AoE, Melee, Strike, Fire, Duration
Infernal Cry|24|Warcry, AoE, Duration, Fire
Intimidating Cry|10|Warcry, AoE, Duration
Leap Slam|10|Attack, AoE, Movement, Travel, Slam, Melee
Molten Shell|16|Spell, AoE, Duration, Fire, Physical, Guard
Molten Strike|1|Attack, Projectile, AoE, Melee, Strike, Fire
Perforate|1|Attack, AoE, Physical, Melee, Strike
Petrified Blood|24|Spell, Physical
Pride|24|Aura, Spell, AoE, Physical
Protective Link|34|Spell, Duration, Link
Punishment|24|Spell, AoE, Duration, Curse, Hex
Purity of Fire|24|Aura, Spell, AoE, Fire
Rage Vortex|28|Attack, AoE, Duration, Physical, Melee
Rallying Cry|24|Warcry, AoE, Duration
Reap|28|Spell, Physical, AoE, Duration
Rejuvenation Totem|4|Totem, Aura, Spell, AoE
Searing Bond|12|Totem, Spell, Duration, Fire
Seismic Cry|16|Warcry, AoE, Duration
Shield Charge|4|Attack, AoE, Movement, Travel, Physical, Melee
Shield Crush|1|Attack, AoE, Melee, Physical, Lightning
Shield of Light|16|Attack, AoE, Melee
Shockwave Totem|28|Totem, Spell, AoE, Duration, Physical
Smite|1|Attack, Aura, AoE, Melee, Strike, Lightning
Static Strike|12|Attack, AoE, Melee, Strike, Lightning, Duration
Steelskin|4|Spell, Duration, Guard
Summon Flame Golem|34|Fire, Minion, Spell, Golem
Summon Stone Golem|34|Minion, Spell, Golem
Sunder|12|Attack, AoE, Melee, Slam, Physical
Sweep|12|Attack, AoE, Physical, Melee
Swordstorm|16|Attack, AoE, Melee, Physical
Tectonic Slam|28|Attack, AoE, Melee, Slam, Fire
Vengeful Cry|24|Warcry, AoE, Duration
Vigilant Strike|4|Attack, Melee, Strike, Duration
Vitality|10|Aura, Spell, AoE
Volcanic Fissure|12|Attack, AoE, Melee, Slam, Fire
Vulnerability|24|Spell, AoE, Duration, Physical, Curse, Hex
War Banner|4|Aura, Spell, AoE, Banner
Vaal Absolution|12|Spell, Minion, Duration, Physical, Lightning, Vaal, AoE
Vaal Ancestral Warchief|28|Attack, Totem, AoE, Duration, Vaal, Slam, Melee
Vaal Cleave|1|Attack, AoE, Physical, Vaal, Melee
Vaal Domination|28|Spell, Minion, Duration, Vaal, Attack, Melee, Strike
Vaal Earthquake|28|Attack, AoE, Duration, Physical, Vaal, Melee, Slam
Vaal Glacial Hammer|1|Attack, Melee, Strike, Duration, AoE, Vaal, Cold
Vaal Ground Slam|1|Attack, AoE, Vaal, Slam, Melee
Vaal Heavy Strike|1|Attack, Melee, Strike, Vaal
Vaal Immortal Call|34|Spell, Duration, Vaal, Guard
Vaal Impurity of Fire|24|Aura, Spell, AoE, Duration, Vaal, Fire
Vaal Molten Shell|16|Spell, AoE, Duration, Fire, Physical, Vaal, Guard
Vaal Molten Strike|1|Attack, Projectile, AoE, Melee, Strike, Vaal, Fire
Vaal Reap|28|Spell, Physical, AoE, Duration, Vaal
Vaal Rejuvenation Totem|4|Totem, Aura, Spell, AoE, Vaal
Vaal Smite|1|Attack, Aura, AoE, Melee, Strike, Vaal, Lightning
Vaal Volcanic Fissure|12|Attack, AoE, Melee, Slam, Vaal, Fire
`,
  green: `
Alchemist's Mark|24|Spell, Curse, Mark
Ambush|34|Spell, Movement, Travel, Critical
Animate Weapon|4|Spell, Minion, Duration, Physical
Arctic Armour|16|Spell, Duration, Cold
Artillery Ballista|28|Attack, Totem, AoE, Projectile, Fire, Bow
Barrage|12|Attack, Projectile, Bow
Bear Trap|4|Trap, Spell, Duration, Physical
Blade Blast|16|Spell, AoE, Physical
Blade Flurry|28|Attack, AoE, Channelling, Physical, Melee
Blade Trap|12|Trap, Attack, AoE, Duration, Physical
Blade Vortex|12|Spell, AoE, Duration, Physical
Bladefall|28|Spell, AoE, Physical
Blast Rain|28|Attack, AoE, Fire, Bow
Blink Arrow|10|Attack, Minion, Duration, Movement, Travel, Bow, Blink
Blood Rage|16|Spell, Duration, Physical
Burning Arrow|1|Attack, Projectile, Fire, Bow
Caustic Arrow|1|Attack, Projectile, AoE, Duration, Chaos, Bow
Charged Dash|28|Movement, AoE, Channelling, Attack, Lightning, Melee
Cobra Lash|1|Attack, Projectile, Chaos, Chaining
Conflagration|28|AoE, Fire, Duration
Cremation|28|Spell, Projectile, AoE, Duration, Fire
Cyclone|28|Attack, AoE, Movement, Channelling, Melee
Dash|4|Spell, Movement, Travel, Blink
Desecrate|16|Spell, AoE, Duration, Chaos
Detonate Dead|4|Spell, AoE, Fire
Double Strike|1|Attack, Melee, Strike, Physical
Dual Strike|1|Critical, Attack, Melee, Strike
Elemental Hit|12|Attack, Projectile, Melee, Strike, Fire, Cold, Lightning, AoE, Prismatic, Bow
Ensnaring Arrow|16|Attack, Projectile, Duration, AoE, Bow
Ethereal Knives|1|Spell, Projectile, Physical
Explosive Arrow|28|Attack, Projectile, AoE, Duration, Fire, Bow
Explosive Concoction|28|Attack, AoE, Projectile, Fire
Explosive Trap|1|Trap, Spell, AoE, Fire, Physical
Fire Trap|12|Trap, Spell, AoE, Duration, Fire
Flamethrower Trap|28|Trap, Spell, AoE, Duration, Fire
Flicker Strike|10|Attack, Melee, Strike, Movement, Duration
Frenzy|16|Attack, Projectile, Melee, Strike, Bow
Frost Blades|1|Attack, Projectile, Melee, Strike, Cold
Galvanic Arrow|1|Attack, Projectile, AoE, Lightning, Bow
Glacial Shield Swipe|16|Attack, AoE, Melee, Cold
Grace|24|Aura, Spell, AoE
Haste|24|Aura, Spell, AoE
Hatred|24|Aura, Spell, AoE, Cold
Herald of Agony|16|Spell, Minion, Chaos, Herald
Herald of Ice|16|Spell, AoE, Cold, Herald
Ice Shot|1|Attack, Projectile, AoE, Cold, Duration, Bow
Ice Trap|28|Trap, Spell, AoE, Cold
Intuitive Link|34|Spell, Duration, Link
Lacerate|12|Attack, AoE, Physical, Melee
Lancing Steel|28|Attack, Projectile, Physical
Lightning Arrow|12|Attack, AoE, Projectile, Lightning, Bow
Lightning Strike|12|Attack, Projectile, Melee, Strike, Lightning
Mirror Arrow|10|Attack, Minion, Duration, Bow
Pestilent Strike|28|Attack, AoE, Duration, Melee, Strike, Chaos
Phase Run|34|Spell, Duration, Movement, Physical, Travel
Plague Bearer|24|Spell, AoE, Chaos
Poisonous Concoction|12|Attack, AoE, Projectile, Chaos
Precision|10|Aura, Spell, AoE
Puncture|4|Attack, Projectile, Duration, Melee, Strike, Physical, Bow
Purity of Ice|24|Aura, Spell, AoE, Cold
Rain of Arrows|12|Attack, AoE, Projectile, Bow
Reave|12|Attack, AoE, Melee
Scourge Arrow|28|Attack, Projectile, Channelling, Chaos, Bow
Seismic Trap|28|Trap, Spell, AoE, Duration, Physical
Shattering Steel|12|Attack, Projectile, AoE, Physical
Shrapnel Ballista|4|Attack, Totem, Projectile, Physical, Bow
Siege Ballista|12|Attack, Totem, Projectile, AoE, Physical, Bow
Smoke Mine|10|Mine, Spell, AoE, Duration, Movement, Travel
Snipe|34|Attack, Projectile, Channelling, Physical, Bow
Sniper's Mark|4|Spell, Curse, Mark
Spectral Helix|12|Attack, Projectile, Physical
Spectral Shield Throw|28|Attack, Projectile, Physical
Spectral Throw|1|Attack, Projectile, Physical
Split Arrow|1|Attack, Projectile, Physical, Bow
Splitting Steel|1|Attack, Projectile, AoE, Physical
Storm Rain|28|Attack, AoE, Duration, Lightning, Bow
Summon Ice Golem|34|Cold, Minion, Spell, Golem
Temporal Chains|24|Spell, AoE, Duration, Curse, Hex
Temporal Rift|34|Spell
Thunderstorm|28|AoE, Lightning
Tornado|34|Spell, AoE, Duration, Physical, Orb
Tornado Shot|28|Attack, Projectile, Bow
Toxic Rain|12|Attack, AoE, Projectile, Duration, Chaos, Bow
Unearth|10|Spell, Projectile, AoE, Physical
Vampiric Link|34|Spell, Duration, Physical, Link
Venom Gyre|12|Attack, Projectile, Chaos, Melee
Viper Strike|1|Attack, Duration, Melee, Strike, Chaos
Volatile Dead|12|Spell, AoE, Fire
Whirling Blades|10|Attack, Movement, Travel, Melee
Wild Strike|28|Attack, Projectile, AoE, Melee, Strike, Fire, Cold, Lightning, Chaining
Withering Step|10|Spell, Duration, Movement, Chaos
Vaal Animate Weapon|4|Duration, Minion, Spell, Vaal, Physical
Vaal Arctic Armour|16|Spell, Duration, Vaal, Cold
Vaal Blade Flurry|28|Attack, AoE, Channelling, Physical, Vaal, Melee
Vaal Blade Vortex|12|Spell, AoE, Duration, Physical, Vaal
Vaal Burning Arrow|1|Attack, Projectile, AoE, Vaal, Fire, Bow
Vaal Caustic Arrow|1|Attack, Projectile, AoE, Duration, Vaal, Chaos, Bow
Vaal Cyclone|28|Attack, AoE, Movement, Duration, Vaal, Melee
Vaal Detonate Dead|4|Spell, AoE, Vaal, Fire
Vaal Double Strike|1|Attack, Melee, Strike, Duration, Vaal, Physical
Vaal Flicker Strike|10|Attack, Melee, Strike, Movement, Vaal, Duration
Vaal Grace|24|Aura, Spell, AoE, Duration, Vaal
Vaal Haste|24|Aura, Spell, AoE, Duration, Vaal
Vaal Ice Shot|1|Attack, Projectile, AoE, Cold, Vaal, Duration, Bow
Vaal Impurity of Ice|24|Aura, Spell, AoE, Duration, Vaal, Cold
Vaal Lightning Arrow|12|Attack, AoE, Projectile, Lightning, Vaal, Bow
Vaal Lightning Strike|12|Attack, Melee, Strike, Duration, Vaal, Lightning, Projectile
Vaal Rain of Arrows|12|Attack, AoE, Projectile, Vaal, Bow
Vaal Reave|12|Attack, AoE, Vaal, Melee
Vaal Spectral Throw|1|Attack, Projectile, Vaal, Physical
Vaal Split Arrow|1|Attack, Projectile, Physical, Vaal, Bow
Vaal Venom Gyre|12|Attack, Projectile, Chaos, Vaal, Melee
`,
  blue: `
Arc|12|Spell, Lightning, Chaining
Arcane Cloak|16|Spell, Duration, Guard
Arcanist Brand|38|Spell, Brand, Duration
Armageddon Brand|28|Spell, AoE, Duration, Fire, Brand
Assassin's Mark|16|Critical, Spell, Curse, Mark
Automation|24|Spell
Ball Lightning|28|Spell, Projectile, AoE, Lightning
Bane|24|Spell, AoE, Duration, Chaos, Hex
Blazing Salvo|12|Spell, Projectile, AoE, Fire
Blight|1|Spell, AoE, Duration, Channelling, Chaos
Blood Offering|12|Spell, Duration, Minion, Offering
Bodyswap|10|Spell, AoE, Fire, Movement, Travel, Blink
Bone Offering|12|Spell, AoE, Duration, Minion, Offering
Brand Recall|16|Spell, Brand
Clarity|10|Aura, Spell, AoE
Cold Snap|16|Spell, AoE, Cold, Duration
Conductivity|24|Spell, AoE, Duration, Lightning, Curse, Hex
Contagion|4|Spell, AoE, Duration, Chaos
Conversion Trap|4|Trap, Spell, Minion, Duration
Crackling Lance|28|Spell, AoE, Lightning
Creeping Frost|12|Spell, Projectile, AoE, Duration, Cold
Dark Pact|28|Spell, AoE, Chaos
Despair|24|Spell, AoE, Duration, Chaos, Curse, Hex
Destructive Link|34|Spell, Duration, Link
Discharge|28|Spell, AoE, Fire, Cold, Lightning, Nova
Discipline|24|Aura, Spell, AoE
Divine Ire|28|Spell, AoE, Lightning, Physical, Channelling
Divine Retribution|16|Spell, AoE
Elemental Weakness|24|Spell, AoE, Duration, Curse, Hex
Energy Blade|24|Spell, Lightning
Enfeeble|24|Spell, AoE, Duration, Curse, Hex
Essence Drain|12|Spell, Projectile, Duration, Chaos
Eye of Winter|28|Spell, Projectile, Cold
Fireball|1|Projectile, Spell, AoE, Fire
Firestorm|28|Spell, AoE, Duration, Fire
Flame Dash|10|Spell, Duration, Fire, Movement, Travel, Blink
Flame Surge|12|Spell, AoE, Fire
Flame Wall|4|Spell, AoE, Duration, Fire
Flameblast|28|Spell, AoE, Channelling, Fire
Flammability|24|Spell, AoE, Duration, Fire, Curse, Hex
Flesh Offering|12|Spell, Duration, Minion, Offering
Forbidden Rite|16|Spell, Projectile, Chaos
Freezing Pulse|1|Spell, Projectile, Cold
Frost Bomb|4|Spell, AoE, Duration, Cold, Orb
Frost Shield|34|Spell, AoE, Duration, Cold, Guard
Frost Wall|4|Spell, Duration, Cold
Frostbite|24|Spell, AoE, Duration, Cold, Curse, Hex
Frostblink|4|Spell, AoE, Cold, Movement, Travel, Blink
Frostbolt|1|Spell, Projectile, Cold
Galvanic Field|16|Spell, AoE, Duration, Lightning, Chaining
Glacial Cascade|28|Spell, AoE, Physical, Cold
Herald of Thunder|16|Spell, AoE, Lightning, Herald
Hexblast|28|Spell, AoE, Chaos
Hydrosphere|34|Spell, AoE, Cold, Lightning, Orb
Ice Nova|12|Spell, AoE, Cold, Nova
Ice Spear|12|Critical, Spell, Projectile, Cold
Icicle Mine|12|Mine, Spell, Projectile, Critical, Cold
Incinerate|12|Spell, Projectile, Channelling, Fire
Kinetic Blast|28|Attack, Projectile, AoE
Kinetic Bolt|1|Attack, Projectile
Kinetic Fusillade|12|Attack, Projectile
Kinetic Rain|28|Attack, Projectile, AoE
Lightning Conduit|28|Spell, AoE, Lightning
Lightning Spire Trap|28|Trap, Spell, AoE, Duration, Lightning
Lightning Tendrils|1|Spell, AoE, Lightning
Lightning Trap|12|Trap, Spell, Projectile, Duration, Lightning
Lightning Warp|10|Spell, AoE, Duration, Movement, Lightning, Travel
Malevolence|24|Aura, Spell, AoE
Manabond|12|Spell, AoE, Lightning
Orb of Storms|4|Spell, AoE, Duration, Lightning, Chaining, Orb
Penance Brand|28|Spell, AoE, Duration, Physical, Brand
Power Siphon|12|Critical, Attack, Projectile
Purifying Flame|1|Spell, AoE, Fire, Physical, Nova
Purity of Elements|24|Aura, Spell, AoE
Purity of Lightning|24|Aura, Spell, AoE, Lightning
Pyroclast Mine|28|Mine, Spell, Projectile, AoE, Fire
Raise Spectre|28|Spell, Minion
Raise Zombie|1|Spell, Minion
Righteous Fire|16|Spell, AoE, Fire
Rolling Magma|1|Spell, Projectile, AoE, Fire, Chaining
Scorching Ray|12|Spell, Channelling, Fire
Shock Nova|28|Spell, AoE, Lightning, Nova
Sigil of Power|34|Spell, AoE, Duration, Lightning, Brand
Siphoning Trap|10|Trap, Spell, AoE, Duration, Cold
Somatic Shell|28|Spell, Guard
Soul Link|34|Spell, Duration, Link
Soulrend|28|Spell, Projectile, Duration, Chaos
Spark|1|Spell, Projectile, Duration, Lightning
Spellslinger|24|Spell
Spirit Offering|12|Spell, Duration, Minion, Offering
Storm Brand|12|Spell, Brand, Duration, Lightning, Chaining
Storm Burst|12|Spell, AoE, Channelling, Duration, Lightning
Storm Call|12|Spell, AoE, Duration, Lightning
Stormbind|28|Spell, AoE, Lightning, Channelling
Stormblast Mine|1|Mine, Spell, AoE, Lightning
Summon Carrion Golem|34|Physical, Minion, Spell, Golem
Summon Chaos Golem|34|Chaos, Minion, Spell, Golem
Summon Holy Relic|4|Spell, Minion, AoE, Physical
Summon Lightning Golem|34|Lightning, Minion, Spell, Golem
Summon Raging Spirit|4|Spell, Minion, Duration, Fire, Physical
Summon Reaper|28|Spell, Minion, Physical
Summon Skeletons|10|Spell, Minion, Duration
Summon Skitterbots|16|Spell, Minion, AoE, Cold, Lightning
Tempest Shield|16|Spell, Lightning, Chaining
Void Sphere|34|Spell, AoE, Duration, Physical, Chaos, Orb
Voltaxic Burst|12|Spell, AoE, Duration, Lightning, Chaos
Vortex|28|Spell, AoE, Duration, Cold
Wall of Force|16|Spell, Duration
Wave of Conviction|16|Spell, AoE, Duration, Physical, Lightning
Winter Orb|28|Spell, Projectile, AoE, Channelling, Cold, Orb
Wintertide Brand|12|Spell, Brand, Duration, Cold
Wither|10|Spell, AoE, Duration, Channelling, Chaos
Wrath|24|Aura, Spell, AoE, Lightning
Zealotry|24|Aura, Spell, AoE
Vaal Arc|12|Spell, Lightning, Chaining, Vaal
Vaal Blight|1|Spell, AoE, Duration, Vaal, Chaos
Vaal Clarity|10|Aura, Spell, AoE, Duration, Vaal
Vaal Cold Snap|16|Spell, AoE, Duration, Vaal, Cold
Vaal Discipline|24|Aura, Spell, AoE, Duration, Vaal
Vaal Fireball|1|Projectile, Spell, AoE, Vaal, Fire
Vaal Firestorm|28|Spell, AoE, Duration, Fire, Vaal
Vaal Flameblast|28|Spell, AoE, Vaal, Fire
Vaal Flesh Offering|12|Spell, Duration, Minion, Vaal, Offering
Vaal Ice Nova|12|Spell, AoE, Vaal, Cold, Nova
Vaal Impurity of Lightning|24|Aura, Spell, AoE, Duration, Vaal, Lightning
Vaal Lightning Trap|12|Trap, Spell, Projectile, Duration, Vaal, Lightning
Vaal Lightning Warp|10|Spell, AoE, Duration, Vaal, Lightning, Movement, Travel
Vaal Power Siphon|12|Critical, Attack, Projectile, Vaal
Vaal Righteous Fire|16|Spell, AoE, Fire, Vaal, Duration
Vaal Spark|1|Spell, Projectile, Duration, Vaal, Lightning
Vaal Storm Call|12|Spell, AoE, Duration, Vaal, Lightning
Vaal Summon Skeletons|10|Spell, Minion, Duration, Vaal
`,
  white: `
Detonate Mines|8|Spell
Portal|10|Spell
Vaal Breach|10|Spell, Vaal
`,
} as const;

/** Support gems, named without « Support ». Exceptional supports (level 72) close each colour. */
export const SUPPORT_GEMS = {
  red: `
Added Fire Damage|8|Fire, Physical, Support
Ancestral Call|4|Attack, Melee, Strike, Support
Arrogance|31|Support
Ballista Totem|8|Attack, Totem, Support, Bow
Behead|38|Attack, Melee, Support
Blessed Call|31|Warcry, Support
Bloodlust|18|Attack, Physical, Support, Melee
Bloodthirst|31|Attack, Physical, Support, Melee
Brutality|38|Physical, Support
Burning Damage|31|Fire, Support
Cast on Melee Kill|38|Attack, Melee, Spell, Support, Trigger
Cast when Damage Taken|38|Spell, Support, Trigger
Chance to Bleed|1|Attack, Physical, Support, Duration
Cold to Fire|18|Cold, Fire, Support
Controlled Blaze|31|Fire, Support, Melee, Attack
Corrupting Cry|31|AoE, Physical, Support, Warcry, Duration
Cruelty|18|Physical, Support, Duration
Damage on Full Life|18|Attack, Melee, Support
Divine Blessing|31|Aura, Support, Blessing
Earthbreaker|8|Totem, Attack, AoE, Slam, Melee, Support
Elemental Damage with Attacks|18|Attack, Support
Empower|1|Support
Endurance Charge on Melee Stun|18|Attack, Melee, Support
Eternal Blessing|38|Aura, Support, Blessing
Excommunicate|31|Support
Expert Retaliation|31|Attack, Support
Fire Penetration|31|Fire, Support
Fist of War|38|Attack, Melee, AoE, Slam, Support
Flamewood|8|Support, Totem, Spell, AoE, Fire, Projectile, Trigger
Fortify|31|Attack, Melee, Support, Duration
Generosity|31|Aura, Support
Guardian's Blessing|31|Support, Aura, Blessing, Minion
Hallow|1|Support
Inspiration|31|Critical, Support
Iron Grip|18|Attack, Projectile, Support
Iron Will|18|Spell, Support
Knockback|8|Support
Less Duration|31|Support, Duration
Life Gain on Hit|8|Attack, Support
Life Leech|31|Support
Lifetap|8|Support
Maim|8|Attack, Physical, Support, Duration
Melee Physical Damage|18|Melee, Physical, Support, Attack
Melee Splash|8|Attack, AoE, Melee, Support
More Duration|31|Support, Duration
Multiple Totems|38|Totem, Support
Multistrike|38|Attack, Melee, Support
Overexertion|38|Warcry, Support
Pulverise|31|Attack, AoE, Melee, Support
Rage|18|Attack, Melee, Support
Ruthless|1|Attack, Melee, Support
Shockwave|18|Attack, AoE, Melee, Support
Spell Totem|8|Totem, Support, Spell
Stun|8|Support
Trauma|38|Physical, Support, Melee, Attack, Strike, Duration
Urgent Orders|31|Warcry, Support
Volatility|18|Attack, Support
Annihilation|72|Support, Exceptional
Bloodsoaked Banner|72|Banner, Support, Exceptional
Bonespire|72|Support, Exceptional
Divine Sentinel|72|Support, Exceptional
Edify|72|Support, Exceptional
Fissure|72|Attack, AoE, Melee, Slam, Support, Exceptional
Greater Ancestral Call|72|Attack, Melee, Strike, Support, Exceptional
Greater Multistrike|72|Attack, Melee, Support, Exceptional
Overheat|72|Fire, Support, Exceptional
Pyre|72|Fire, Support, Exceptional
Transfusion|72|Support, Exceptional
Vaal Temptation|72|Vaal, Support, Exceptional
Void Shockwave|72|Support, Exceptional
`,
  green: `
Added Cold Damage|8|Cold, Support
Additional Accuracy|8|Attack, Support
Advanced Traps|31|Trap, Support, Duration
Arrow Nova|8|Attack, AoE, Projectile, Support, Bow
Barrage|38|Attack, Projectile, Support
Blind|8|Support
Block Chance Reduction|18|Support
Cast On Critical Strike|38|Attack, Critical, Spell, Support, Trigger
Cast on Death|38|Spell, Support, Trigger
Chain|38|Projectile, Support, Chaining
Chance to Poison|1|Chaos, Support
Charged Traps|31|Trap, Critical, Support
Close Combat|18|Attack, Melee, Support
Cluster Traps|38|Trap, Support
Cold Penetration|31|Cold, Support
Critical Strike Affliction|31|Critical, Chaos, Support
Culling Strike|18|Support
Deadly Ailments|18|Support, Duration
Enhance|1|Support
Faster Attacks|8|Attack, Support
Faster Projectiles|31|Support, Projectile
Focused Ballista|31|Attack, Projectile, Totem, Support, Bow
Fork|31|Projectile, Support
Greater Multiple Projectiles|38|Support, Projectile
Greater Volley|38|Attack, Projectile, Support
Hypothermia|31|Cold, Support
Ice Bite|31|Cold, Support
Impale|31|Attack, Physical, Support, Duration
Locus Mine|8|Bow, Attack, Support, Projectile, Mine
Mana Leech|31|Support
Manaforged Arrows|8|Bow, Support, Trigger
Mark On Hit|38|Support, Mark, Trigger
Mirage Archer|4|Attack, Support, Duration, Bow
Momentum|1|Attack, Movement, Support
Multiple Projectiles|8|Support, Projectile
Multiple Traps|8|Trap, AoE, Support
Nightblade|18|Attack, Critical, Support
Pierce|4|Support, Projectile
Point Blank|18|Attack, Projectile, Support
Returning Projectiles|38|Projectile, Support
Rupture|38|Physical, Support, Duration
Sadism|18|Support
Second Wind|31|Support
Slower Projectiles|31|Support, Projectile
Swift Affliction|31|Support, Duration
Swift Assembly|4|Trap, Mine, Support
Trap|8|Support, Trap
Trap and Mine Damage|18|Trap, Mine, Support
Vicious Projectiles|18|Attack, Projectile, Physical, Support
Vile Toxins|38|Chaos, Support
Void Manipulation|8|Chaos, Support
Volley|4|Projectile, Support
Windburst|31|Support
Withering Touch|38|Attack, Chaos, Support, Duration
Cast on Ward Break|72|Spell, Support, Trigger, Exceptional
Companionship|72|Minion, Support, Exceptional
Cull the Weak|72|Support, Exceptional
Greater Chain|72|Projectile, Support, Chaining, Exceptional
Greater Fork|72|Projectile, Support, Exceptional
Invention|72|Support, Exceptional
Lethal Dose|72|Chaos, Support, Exceptional
Machinations|72|Support, Exceptional
Magnetism|72|Support, Exceptional
Pacifism|72|Support, Exceptional
Unholy Trinity|72|Support, Exceptional
Voidstorm|72|Support, Exceptional
`,
  blue: `
Added Chaos Damage|31|Chaos, Support
Added Lightning Damage|8|Lightning, Support
Arcane Surge|1|Spell, Support, Duration
Archmage|31|Spell, Lightning, Support
Blasphemy|31|Curse, Aura, AoE, Support
Blastchain Mine|8|Mine, Support
Bonechill|38|Cold, Support
Cast when Stunned|38|Spell, Support, Trigger
Cast while Channelling|38|Channelling, Spell, Support, Trigger
Charged Mines|31|Mine, Support
Combustion|8|Fire, Support
Concentrated Effect|18|Support, AoE
Controlled Destruction|18|Spell, Support
Cursed Ground|31|Curse, AoE, Support
Decay|38|Chaos, Support, Duration
Devour|8|Support
Efficacy|8|Spell, Support, Duration
Elemental Army|31|Minion, Support
Elemental Focus|18|Support
Elemental Penetration|31|Support
Elemental Proliferation|1|Cold, Fire, Lightning, Support, AoE
Energy Leech|31|Support
Enlighten|1|Support
Exemplar|18|Support
Faster Casting|18|Support, Spell
Feeding Frenzy|31|Minion, Support
Focused Channelling|31|Channelling, Support
Fresh Meat|18|Critical, Support, Minion
Frigid Bond|38|Cold, Support, Link, Duration
Hex Bloom|38|Curse, AoE, Support
Hextouch|38|Curse, Hex, Support
High-Impact Mine|31|Mine, AoE, Support
Ignite Proliferation|38|Fire, AoE, Support
Immolate|38|Fire, Support
Impending Doom|31|Spell, AoE, Curse, Support, Trigger
Increased Area of Effect|38|Support, AoE
Increased Critical Damage|18|Critical, Support
Increased Critical Strikes|8|Critical, Support
Infernal Legion|8|Fire, Minion, Support
Infused Channelling|4|Channelling, Support
Innervate|31|Lightning, Support
Intensify|31|Spell, AoE, Support
Item Rarity|31|Support
Kinetic Instability|18|Support
Lightning Penetration|31|Lightning, Support
Living Lightning|18|Lightning, Minion, Support
Meat Shield|31|Minion, Support
Minefield|38|Mine, Support
Minion Damage|8|Support, Minion
Minion Life|18|Support, Minion
Minion Speed|18|Movement, Support, Minion
Overcharge|18|Lightning, Support
Physical to Lightning|18|Physical, Lightning, Support
Pinpoint|31|Spell, Projectile, Support
Power Charge On Critical|18|Critical, Support
Predator|18|Minion, Support
Prismatic Burst|1|Support, Spell, AoE, Fire, Cold, Lightning, Prismatic, Trigger
Sacred Wisps|18|Support
Sacrifice|31|Chaos, Support, Spell
Spell Cascade|4|Spell, AoE, Support
Spell Echo|38|Spell, Support
Spellblade|38|Support, Spell
Summon Phantasm|4|Minion, Support
Swiftbrand|31|Brand, Support
Trinity|18|Support
Unbound Ailments|8|Support
Unleash|38|Spell, Support
Congregation|72|Minion, Support, Exceptional
Cooldown Recovery|72|Support, Exceptional
Eldritch Blasphemy|72|Curse, Aura, AoE, Support, Exceptional
Foulgrasp|72|Support, Exceptional
Frostmage|72|Cold, Support, Exceptional
Gluttony|72|Support, Exceptional
Greater Devour|72|Support, Exceptional
Greater Kinetic Instability|72|Support, Exceptional
Greater Spell Cascade|72|Spell, AoE, Support, Exceptional
Greater Spell Echo|72|Spell, Support, Exceptional
Greater Unleash|72|Spell, Support, Exceptional
Harrowing Throng|72|Minion, Support, Exceptional
Hexpass|72|Curse, Support, Exceptional
Hextoad|72|Curse, Support, Exceptional
Hiveborn|72|Minion, Support, Exceptional
Invert the Rules|72|Support, Exceptional
Minion Pact|72|Minion, Support, Exceptional
Overloaded Intensity|72|Support, Exceptional
Scornful Herald|72|Herald, Support, Exceptional
Vaal Sacrifice|72|Vaal, Support, Exceptional
Ward|72|Support, Exceptional
`,
  white: `
Eclipse|72|Support, Exceptional
`,
} as const;

/**
 * Transfigured gems (3.23 and later), by full name; each is « <base gem> of <variant> » and takes
 * its base gem's colour, required level and tags.
 */
export const TRANSFIGURED_GEMS = `
Absolution of Inspiring
Animate Guardian of Smiting
Bladestorm of Uncertainty
Boneshatter of Carnage
Boneshatter of Complex Trauma
Cleave of Rage
Consecrated Path of Endurance
Dominating Blow of Inspiring
Earthquake of Amplification
Earthshatter of Fragility
Earthshatter of Prominence
Exsanguinate of Transmission
Frozen Legion of Rallying
Glacial Hammer of Shattering
Ground Slam of Earthshaking
Holy Flame Totem of Ire
Ice Crash of Cadence
Infernal Blow of Immolation
Leap Slam of Groundbreaking
Molten Strike of the Zenith
Perforate of Bloodshed
Perforate of Duality
Rage Vortex of Berserking
Shield Crush of the Chieftain
Smite of Divine Judgement
Summon Flame Golem of Hordes
Summon Flame Golem of the Meteor
Summon Stone Golem of Hordes
Summon Stone Golem of Safeguarding
Sunder of Earthbreaking
Tectonic Slam of Cataclysm
Volcanic Fissure of Snaking
Animate Weapon of Ranged Arms
Animate Weapon of Self Reflection
Artillery Ballista of Cross Strafe
Artillery Ballista of Focus Fire
Barrage of Volley Fire
Bear Trap of Skewers
Blade Blast of Dagger Detonation
Blade Blast of Unloading
Blade Flurry of Incision
Blade Trap of Greatswords
Blade Trap of Laceration
Blade Vortex of the Scythe
Bladefall of Impaling
Bladefall of Volleys
Blink Arrow of Bombarding Clones
Blink Arrow of Prismatic Clones
Burning Arrow of Vigour
Caustic Arrow of Poison
Cremation of Exhuming
Cremation of the Volcano
Cyclone of Tumult
Detonate Dead of Chain Reaction
Detonate Dead of Scavenging
Double Strike of Impaling
Double Strike of Momentum
Dual Strike of Ambidexterity
Elemental Hit of the Spectrum
Ethereal Knives of Lingering Blades
Ethereal Knives of the Massacre
Explosive Concoction of Destruction
Explosive Trap of Magnitude
Explosive Trap of Shrapnel
Fire Trap of Blasting
Flicker Strike of Power
Frenzy of Onslaught
Frost Blades of Katabasis
Galvanic Arrow of Energy
Galvanic Arrow of Surging
Ice Shot of Penetration
Ice Trap of Hollowness
Lacerate of Butchering
Lacerate of Haemorrhage
Lancing Steel of Spraying
Lightning Arrow of Electrocution
Lightning Strike of Arcing
Mirror Arrow of Bombarding Clones
Mirror Arrow of Prismatic Clones
Poisonous Concoction of Bouncing
Puncture of Shanking
Rain of Arrows of Artillery
Rain of Arrows of Saturation
Reave of Refraction
Scourge Arrow of Menace
Seismic Trap of Swells
Shattering Steel of Ammunition
Shrapnel Ballista of Steel
Siege Ballista of Splintering
Spectral Shield Throw of Shattering
Spectral Throw of Materialising
Split Arrow of Splitting
Splitting Steel of Ammunition
Storm Rain of the Conduit
Storm Rain of the Fence
Summon Ice Golem of Hordes
Summon Ice Golem of Shattering
Tornado Shot of Cloudburst
Tornado of Elemental Turbulence
Toxic Rain of Sporeburst
Toxic Rain of Withering
Viper Strike of the Mamba
Volatile Dead of Confinement
Volatile Dead of Seething
Wild Strike of Extremes
Arc of Oscillating
Arc of Surging
Armageddon Brand of Recall
Armageddon Brand of Volatility
Ball Lightning of Orbiting
Ball Lightning of Static
Bane of Condemnation
Blight of Atrophy
Blight of Contagion
Bodyswap of Sacrifice
Cold Snap of Power
Contagion of Subsiding
Contagion of Transference
Crackling Lance of Branching
Crackling Lance of Disintegration
Discharge of Misery
Divine Ire of Disintegration
Divine Ire of Holy Lightning
Essence Drain of Desperation
Essence Drain of Wickedness
Eye of Winter of Finality
Eye of Winter of Transience
Firestorm of Meteors
Firestorm of Pelting
Flame Dash of Return
Flame Surge of Combusting
Flameblast of Celerity
Flameblast of Contraction
Forbidden Rite of Soul Sacrifice
Frost Bomb of Forthcoming
Frost Bomb of Instability
Frostblink of Wintry Blast
Galvanic Field of Intensity
Glacial Cascade of the Fissure
Hexblast of Contradiction
Hexblast of Havoc
Ice Nova of Deep Freeze
Ice Nova of Frostbolts
Ice Spear of Splitting
Icicle Mine of Fanning
Icicle Mine of Sabotage
Incinerate of Expanse
Incinerate of Venting
Kinetic Blast of Clustering
Kinetic Bolt of Fragmentation
Kinetic Rain of Impact
Lightning Conduit of the Heavens
Lightning Spire Trap of Overloading
Lightning Spire Trap of Zapping
Lightning Tendrils of Eccentricity
Lightning Tendrils of Escalation
Lightning Trap of Sparking
Penance Brand of Conduction
Penance Brand of Dissipation
Power Siphon of the Archmage
Purifying Flame of Revelations
Pyroclast Mine of Sabotage
Raise Spectre of Transience
Raise Zombie of Falling
Raise Zombie of Slamming
Righteous Fire of Arcane Devotion
Scorching Ray of Immolation
Soulrend of Reaping
Soulrend of the Spiral
Spark of Unpredictability
Spark of the Nova
Storm Brand of Indecision
Stormbind of Teleportation
Summon Carrion Golem of Hordes
Summon Carrion Golem of Scavenging
Summon Chaos Golem of Hordes
Summon Chaos Golem of the Maelström
Summon Holy Relic of Conviction
Summon Lightning Golem of Hordes
Summon Raging Spirit of Enormity
Summon Reaper of Eviscerating
Summon Reaper of Revenants
Summon Skeletons of Archers
Summon Skeletons of Mages
Void Sphere of Rending
Vortex of Projection
`;
