/**
 * Guides as the editor saves them (and as older guides written with Quill were saved), for the
 * round-trip test. `html` is what is loaded; `expected` what the editor gives back, when it
 * differs (legacy or untidy HTML made regular). The server's sanitizer keeps every editor output
 * here byte for byte (an end-to-end test posts them), and the legacy inputs up to spelling
 * (entities, `<br />`, Quill's spellcheck attribute).
 */
export interface CorpusGuide {
  name: string;
  html: string;
  expected?: string;
}

const NBSP = '\u00a0';

export const GEM_ARC =
  '<img class="gem-insert" src="/images/gems/Arc.png" alt="Arc" width="50" height="50" data-name="Arc" data-icon="/images/gems/Arc.png" data-tags="Spell, Lightning, Chaining" data-couleur="blue" data-description="Un arc d&#39;éclair qui &quot;rebondit&quot; &lt;3 fois&gt; &amp; plus" data-levelrequired="12" />';
export const GEM_SUPPORT =
  '<img class="gem-insert" src="/images/gems/Added_Fire_Damage_Support.png" alt="Dégâts de feu supplémentaires" width="50" height="50" data-name="Dégâts de feu supplémentaires" data-icon="/images/gems/Added_Fire_Damage_Support.png" data-tags="Support, Fire" data-couleur="red" data-description data-levelrequired="8" />';
export const CURRENCY_CHAOS =
  '<img class="currency-insert" src="/images/currency/Chaos_Orb.png" alt="Orbe du chaos" width="48" height="48" data-name="Orbe du chaos" data-icon="/images/currency/Chaos_Orb.png" data-type="Currency" data-description="Relance les propriétés d&#39;un objet rare" />';
export const ITEM_TABULA =
  '<img class="item-insert" src="/images/uniques/Tabula_Rasa.png" alt="Tabula Rasa" width="48" height="48" data-name="Tabula Rasa" data-base="Simple Robe" data-image="/images/uniques/Tabula_Rasa.png" data-itemclass="Body Armours" data-rarity="unique" data-text="Item Class: Body Armours\nRarity: Unique\nTabula Rasa\nSimple Robe\n--------\nSockets: W-W-W-W-W-W\n--------\n&quot;Les &lt;runes&gt; &amp; l&#39;été&quot;" />';
export const ITEM_RARE =
  '<img class="item-insert" src="/images/non_uniques/Iron_Ring.png" alt="Boucle &quot;Sanglante&quot;" width="48" height="48" data-name="Boucle &quot;Sanglante&quot;" data-base="Iron Ring" data-image="/images/non_uniques/Iron_Ring.png" data-itemclass="Rings" data-rarity="rare" data-text="Rarity: Rare\r\nBoucle &quot;Sanglante&quot;\r\nIron Ring\r\n+12 to maximum Life" />';
const IMAGE =
  '<img src="https://exemple.fr/atlas.png" alt="Arbre de l&#39;atlas" width="600" height="400" />';
const IMAGE_AUTO = '<img src="/uploads/carte.webp" alt="" />';

/** The inserts as the reader reads them back: entities decoded, carriage returns gone. */
export const CANONICAL = {
  GEM_ARC: GEM_ARC.replaceAll('&#39;', "'"),
  CURRENCY_CHAOS: CURRENCY_CHAOS.replaceAll('&#39;', "'"),
  ITEM_TABULA: ITEM_TABULA.replaceAll('&#39;', "'"),
  ITEM_RARE: ITEM_RARE.replaceAll('\r', ''),
  IMAGE: IMAGE.replaceAll('&#39;', "'"),
};

export const CORPUS: CorpusGuide[] = [
  {
    name: 'every block type',
    html:
      '<h1>Guide du Ranger</h1><h2>Introduction</h2><h3>Actes 1 à 3</h3><h4>Astuce</h4>' +
      '<p>Un paragraphe normal.</p><blockquote>Ne montez pas la résistance au chaos trop tôt.</blockquote>' +
      '<pre>Vitesse = base * (1 + bonus)\n  indentée &lt;ok&gt;</pre>' +
      '<ol><li>Premier</li><li>Deuxième</li></ol><ul><li>Puce</li><li>Autre puce</li></ul>',
  },
  {
    name: 'every inline style and their combinations',
    html:
      '<p><strong>gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s> ' +
      '<strong><em>gras italique</em></strong> <u><s>souligné barré</s></u> ' +
      '<strong><em><u><s>tout</s></u></em></strong> fin</p>',
  },
  {
    name: 'overlapping styles, the longer-lasting one outside',
    html: '<p><strong>début <em>chevauche</em></strong><em> suite</em></p>',
    expected: '<p><strong>début </strong><em><strong>chevauche</strong> suite</em></p>',
  },
  {
    name: 'sizes and fonts',
    html:
      '<p><span class="ql-size-small">petit</span> normal <span class="ql-size-large">grand</span> ' +
      '<span class="ql-size-huge">énorme</span></p><p><span class="ql-font-serif">serif</span> ' +
      '<span class="ql-font-monospace">mono</span> <span class="ql-font-serif"><span class="ql-size-huge">' +
      '<strong>titre maison</strong></span></span></p>',
  },
  {
    name: 'Quill spans with two classes become nested spans',
    html: '<p><span class="ql-font-monospace ql-size-large">code</span></p>',
    expected:
      '<p><span class="ql-font-monospace"><span class="ql-size-large">code</span></span></p>',
  },
  {
    name: 'alignments, indentation and right-to-left',
    html:
      '<p class="ql-align-center">Centré</p><p class="ql-align-right">À droite</p>' +
      '<p class="ql-align-justify">Justifié sur toute la largeur de la colonne.</p>' +
      '<p class="ql-indent-1">Retrait 1</p><p class="ql-indent-8">Retrait 8</p>' +
      '<h2 class="ql-align-center ql-indent-2">Titre centré</h2>' +
      '<p class="ql-align-right ql-direction-rtl">مرحبا بالمنفيين</p>' +
      '<blockquote class="ql-direction-rtl ql-indent-1">اقتباس</blockquote>',
  },
  {
    name: 'Quill class order is made regular, too deep an indent capped',
    html: '<p class="ql-indent-3 ql-direction-rtl ql-align-center">x</p><p class="ql-indent-12">y</p>',
    expected:
      '<p class="ql-align-center ql-direction-rtl ql-indent-3">x</p><p class="ql-indent-8">y</p>',
  },
  {
    name: 'nested lists',
    html:
      '<ol><li>Acte 1<ol><li>Prendre la quête<ul><li>Hillock</li><li>Brutus</li></ul></li></ol></li>' +
      '<li class="ql-align-center">Acte 2</li></ol><ul><li>a<ul><li>b<ul><li>c<ul><li>d<ul><li>e' +
      '<ul><li>f</li></ul></li></ul></li></ul></li></ul></li></ul></li></ul>',
  },
  {
    name: 'Quill flat lists with indent classes become nested lists',
    html:
      '<ol><li>Un</li><li class="ql-indent-1">Un.a</li><li class="ql-indent-2">Un.a.i</li><li>Deux</li></ol>' +
      '<ol><li data-list="bullet">puce Quill 2</li></ol>',
    expected:
      '<ol><li>Un<ol><li>Un.a<ol><li>Un.a.i</li></ol></li></ol></li><li>Deux</li></ol><ul><li>puce Quill 2</li></ul>',
  },
  {
    name: 'stray line breaks around and inside lists',
    html:
      '<p>Avant</p><p><br></p><p><br></p><ul><li>un<br></li><li><br></li><li>deux</li></ul>' +
      '<p><br></p><p>Après</p><p><br></p><p>Ligne vide gardée au-dessus</p>',
    expected:
      '<p>Avant</p><ul><li>un</li><li>deux</li></ul><p>Après</p><p><br /></p><p>Ligne vide gardée au-dessus</p>',
  },
  {
    name: 'links, with refused schemes losing their destination',
    html:
      '<p><a href="https://poe.ninja/builds?class=Witch&amp;skill=Arc">poe.ninja</a>, ' +
      '<a href="http://exemple.fr">http</a>, <a href="mailto:contact@exemple.fr">courriel</a>, ' +
      '<a href="tel:+33123456789">téléphone</a>, <a href="javascript:alert(1)">piège</a>, ' +
      '<a href="data:text/html,x">données</a>, <a href="ftp://exemple.fr">ftp</a>, ' +
      '<a><strong>lien gras</strong> sans destination</a></p>',
    expected:
      '<p><a href="https://poe.ninja/builds?class=Witch&amp;skill=Arc">poe.ninja</a>, ' +
      '<a href="http://exemple.fr">http</a>, <a href="mailto:contact@exemple.fr">courriel</a>, ' +
      '<a href="tel:+33123456789">téléphone</a>, <a>piège</a>, <a>données</a>, <a>ftp</a>, ' +
      '<a><strong>lien gras</strong> sans destination</a></p>',
  },
  {
    name: 'gems inline in a sentence',
    html: `<p>Utilisez ${GEM_ARC} avec ${GEM_SUPPORT} dès le niveau 12.</p>`,
    expected: `<p>Utilisez ${CANONICAL.GEM_ARC} avec ${GEM_SUPPORT} dès le niveau 12.</p>`,
  },
  {
    name: 'currency and items with awkward text',
    html: `<p>Achetez ${ITEM_TABULA} pour 1 ${CURRENCY_CHAOS}</p><p>${ITEM_RARE}</p>`,
    expected: `<p>Achetez ${CANONICAL.ITEM_TABULA} pour 1 ${CANONICAL.CURRENCY_CHAOS}</p><p>${CANONICAL.ITEM_RARE}</p>`,
  },
  {
    name: 'inserts inside styles, lists, headings and quotes',
    html:
      `<h3>Gemmes ${GEM_SUPPORT}</h3><ul><li><strong>Lien : ${GEM_SUPPORT}</strong></li>` +
      `<li class="ql-align-right">${GEM_SUPPORT}${GEM_SUPPORT}</li></ul>` +
      `<blockquote>${GEM_SUPPORT} en citation</blockquote>`,
  },
  {
    name: 'pictures with and without dimensions',
    html: `<p>${IMAGE}</p><p class="ql-align-center">${IMAGE_AUTO}</p><p>Légende</p>`,
    expected: `<p>${CANONICAL.IMAGE}</p><p class="ql-align-center">${IMAGE_AUTO}</p><p>Légende</p>`,
  },
  {
    name: 'special characters in text',
    html: "<p>5 &lt; 6 &amp;&amp; 7 &gt; 2, \"guillemets\" et 'apostrophes', l'été — ça coûte 1 €</p>",
  },
  {
    name: 'spaces the author typed are kept',
    html: `<p>deux ${NBSP}espaces, trois ${NBSP}${NBSP}espaces${NBSP}</p><p>${NBSP}${NBSP}retrait à la main</p>`,
  },
  {
    name: 'line breaks inside a paragraph and code over many lines',
    html:
      '<p>Ligne un<br />ligne deux</p><pre>\n\nfn main() {\n    println!("&lt;Exilé&gt;");\n}</pre>' +
      '<pre class="ql-align-center">centré</pre>',
  },
  {
    name: 'Quill code block with its own attributes, consecutive code lines joined',
    html: '<pre class="ql-syntax" spellcheck="false">a\nb</pre><pre>c</pre><pre>d</pre>',
    expected: '<pre>a\nb\nc\nd</pre>',
  },
  {
    name: 'legacy tags and entities made regular',
    html:
      '<p><b>gras</b> <i>italique</i> <strike>barré</strike> <del>supprimé</del> <code>code</code>' +
      '&nbsp;&eacute;&#233;</p><div>division</div><h5>petit titre</h5>',
    expected: `<p><strong>gras</strong> <em>italique</em> <s>barré</s> <s>supprimé</s> code éé</p><p>division</p><h4>petit titre</h4>`,
  },
  {
    name: 'empty lines and empty headings',
    html: '<p>Un</p><p><br /></p><h2><br /></h2><p>Deux</p>',
  },
  { name: 'an empty editor', html: '<p><br></p>', expected: '' },
  { name: 'nothing at all', html: '', expected: '' },
];
