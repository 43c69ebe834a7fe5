/** The French client's names of the classes and ascendancies, kept once in game-facts. */
export { FRENCH_CLASS_NAMES } from 'game-facts';
