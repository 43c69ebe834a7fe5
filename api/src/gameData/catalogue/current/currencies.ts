/**
 * The current league's currency items the bundled 3.3.0 names lack, by picker section, so that a
 * new site shows every section (Currency, Fragment, Scarab, Essence, Fossil) before the currency
 * job has run. Names as the game, poe.ninja's overviews and the trade site's static data write
 * them (Scarabs as reworked in 3.24); no French name is known for these until the French-names
 * job reads the trade site. The currency job replaces and extends them with poe.ninja's lists.
 */
const CURRENT = {
  Currency: `
Awakener's Orb
Crusader's Exalted Orb
Eldritch Chaos Orb
Eldritch Exalted Orb
Eldritch Orb of Annulment
Enkindling Orb
Exceptional Eldritch Ember
Exceptional Eldritch Ichor
Fracturing Orb
Grand Eldritch Ember
Grand Eldritch Ichor
Greater Eldritch Ember
Greater Eldritch Ichor
Hinekora's Lock
Hunter's Exalted Orb
Instilling Orb
Lesser Eldritch Ember
Lesser Eldritch Ichor
Maven's Orb
Orb of Conflict
Orb of Dominance
Orb of Unmaking
Prime Regrading Lens
Redeemer's Exalted Orb
Sacred Orb
Secondary Regrading Lens
Tailoring Orb
Tempering Orb
Veiled Chaos Orb
Warlord's Exalted Orb
`,
  Fragment: `
Fragment of Constriction
Fragment of Emptiness
Fragment of Enslavement
Fragment of Eradication
Fragment of Knowledge
Fragment of Purification
Fragment of Shape
Fragment of Terror
Sacred Blossom
Simulacrum
Simulacrum Splinter
The Maven's Writ
Timeless Eternal Emblem
Timeless Karui Emblem
Timeless Maraketh Emblem
Timeless Templar Emblem
Timeless Vaal Emblem
`,
  Scarab: `
Abyss Scarab
Abyss Scarab of Edifice
Abyss Scarab of Multitudes
Ambush Scarab
Ambush Scarab of Containment
Ambush Scarab of Hidden Compartments
Ambush Scarab of Potency
Anarchy Scarab
Anarchy Scarab of Gigantification
Anarchy Scarab of Partnership
Bestiary Scarab
Bestiary Scarab of Duplicating
Bestiary Scarab of the Herd
Betrayal Scarab
Betrayal Scarab of Reinforcements
Betrayal Scarab of the Allflame
Beyond Scarab
Beyond Scarab of Haemophilia
Beyond Scarab of Resurgence
Beyond Scarab of the Invasion
Blight Scarab
Blight Scarab of Blooming
Blight Scarab of Invigoration
Blight Scarab of the Blightheart
Breach Scarab
Breach Scarab of Lordship
Breach Scarab of Snares
Breach Scarab of Splintering
Cartography Scarab of Corruption
Cartography Scarab of Escalation
Cartography Scarab of Risk
Cartography Scarab of Singularity
Cartography Scarab of the Multitude
Delirium Scarab
Delirium Scarab of Delusions
Delirium Scarab of Mania
Delirium Scarab of Neuroses
Delirium Scarab of Paranoia
Divination Scarab of Pilfering
Divination Scarab of Plenty
Divination Scarab of The Cloister
Domination Scarab
Domination Scarab of Apparitions
Domination Scarab of Evolution
Domination Scarab of Terrors
Essence Scarab
Essence Scarab of Adaptation
Essence Scarab of Ascent
Essence Scarab of Calcification
Essence Scarab of Stability
Expedition Scarab
Expedition Scarab of Archaeology
Expedition Scarab of Runefinding
Expedition Scarab of Verisium Powder
Expedition Scarab of the Skald
Harbinger Scarab
Harbinger Scarab of Obelisks
Harbinger Scarab of Regency
Harbinger Scarab of Warhoards
Harvest Scarab
Harvest Scarab of Cornucopia
Harvest Scarab of Doubling
Horned Scarab of Awakening
Horned Scarab of Bloodlines
Horned Scarab of Nemeses
Horned Scarab of Preservation
Horned Scarab of Tradition
Incursion Scarab
Incursion Scarab of Champions
Incursion Scarab of Invasion
Incursion Scarab of Timelines
Influencing Scarab of Conversion
Influencing Scarab of Hordes
Influencing Scarab of the Elder
Influencing Scarab of the Shaper
Legion Scarab
Legion Scarab of Command
Legion Scarab of Eternal Conflict
Legion Scarab of Officers
Legion Scarab of The Sekhema
Ritual Scarab of Abundance
Ritual Scarab of Selectiveness
Ritual Scarab of Wisps
Scarab of Adversaries
Scarab of Divinity
Scarab of Hunted Traitors
Scarab of Monstrous Lineage
Scarab of Radiant Storms
Scarab of Stability
Scarab of Wisps
Sulphite Scarab
Sulphite Scarab of Fumes
Sulphite Scarab of Greed
Titanic Scarab
Titanic Scarab of Legend
Titanic Scarab of Treasures
Torment Scarab
Torment Scarab of Peculiarity
Torment Scarab of Possession
Torment Scarab of Release
Ultimatum Scarab
Ultimatum Scarab of Bribing
Ultimatum Scarab of Catalysing
Ultimatum Scarab of Dueling
Ultimatum Scarab of Inscription
`,
  Essence: `
Essence of Delirium
Essence of Horror
Essence of Hysteria
Essence of Insanity
`,
  Fossil: `
Aberrant Fossil
Aetheric Fossil
Bloodstained Fossil
Bound Fossil
Corroded Fossil
Deft Fossil
Dense Fossil
Faceted Fossil
Fractured Fossil
Frigid Fossil
Fundamental Fossil
Gilded Fossil
Glyphic Fossil
Hollow Fossil
Jagged Fossil
Lucent Fossil
Metallic Fossil
Perfect Fossil
Prismatic Fossil
Pristine Fossil
Sanctified Fossil
Scorched Fossil
Serrated Fossil
Shuddering Fossil
Tangled Fossil
`,
} as const;

export type CurrencySection = keyof typeof CURRENT;

/** The current league's currency items the bundled names lack, with their section. */
export function currentCurrencies(): { name: string; nameFr: null; type: CurrencySection }[] {
  return (Object.keys(CURRENT) as CurrencySection[]).flatMap((type) =>
    CURRENT[type]
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((name) => ({ name, nameFr: null, type })),
  );
}
