import { describe, expect, it } from 'vitest';
import { itemImagePath } from './itemImage';

describe('itemImagePath', () => {
  it.each([
    ['uniques', "Arakaali's Fang", "/images/uniques/Arakaali's_Fang.png"],
    ['non_uniques', 'Maelström Staff', '/images/non_uniques/Maelstr%C3%B6m_Staff.png'],
    ['gems', 'Added Fire Damage Support', '/images/gems/Added_Fire_Damage_Support.png'],
    ['currency', "Jeweller's Orb", "/images/currency/Jeweller's_Orb.png"],
    ['uniques', '../Secret: "x"?', '/images/uniques/Secret_x.png'],
  ] as const)('%s picture of %j', (category, name, path) => {
    expect(itemImagePath(category, name)).toBe(path);
  });
});
