/**
 * Regenerates the browser's wire types from the API's route schemas (see contractTypes.ts):
 *
 *   npm run contract
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CONTRACT_FILE, contractDocument, contractTypes } from './contractTypes.js';

const text = await contractTypes(await contractDocument());
let before = '';
try {
  before = readFileSync(CONTRACT_FILE, 'utf8');
} catch {
  // First generation: nothing to compare with.
}
writeFileSync(CONTRACT_FILE, text);
console.log(before === text ? `${CONTRACT_FILE}: unchanged` : `${CONTRACT_FILE}: written`);
