// The gem tags' French words, apart from the shared-ui entry: the shared chunk every page loads
// stays without them, and a bundle takes them only where it shows tags (a lazy chunk in the reader).
export { FRENCH_GEM_TAGS, gemTagLabel } from 'game-facts';
