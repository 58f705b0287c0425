import { describe, expect, it } from 'vitest';
import { chargedPrice, dealSaves } from './money-rules.ts';

describe('dealSaves', () => {
  it("names a deal only when it is cheaper than the product's own price", () => {
    expect(dealSaves({ regularPriceCents: 6999 }, 4999)).toBe(true);
    expect(dealSaves({ regularPriceCents: 170000 }, 170000)).toBe(false);
    expect(dealSaves({ regularPriceCents: 100 }, 200)).toBe(false);
    expect(dealSaves(undefined, 4999)).toBe(false);
    expect(dealSaves({ regularPriceCents: 6999 }, null)).toBe(false);
  });

  it('agrees with what a line is charged: a capped line pays the regular price the note names', () => {
    const card = { priceCents: 4999, deal: { id: 1, regularPriceCents: 6999, left: 2, endsAt: '' } };
    expect(chargedPrice(card, 2)).toEqual({ unitPriceCents: 4999, dealId: 1, regularPriceCents: 6999 });
    expect(chargedPrice(card, 3)).toEqual({ unitPriceCents: 6999, dealId: null, regularPriceCents: null });
    expect(dealSaves(card.deal, card.priceCents)).toBe(true);
  });
});
