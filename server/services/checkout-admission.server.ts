import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import type { CatalogService } from './catalog.server.ts';
import type { PricedLine } from './checkout-order-write.server.ts';

/** Units of one product being checked out in this process, and the checkouts waiting on them. */
type StockGate = { units: number; waiting: (() => void)[] };

/** The checkout's admission in this process (see `admit`); the database stays the judge of what is sold. */
export class StockAdmission {
  private gates = new Map<string, StockGate>();

  constructor(
    private db: Database,
    private catalog: CatalogService,
  ) {}

  /**
   * Admission, per product, in this process: lines go on to payment and the database when the
   * catalogue's stock, less the units other checkouts here are taking right now, covers them.
   * When it does not but some are in flight, this waits for them to finish (and the catalogue to
   * see their outcome) and looks again; when nothing is in flight it refuses, as the catalogue
   * check always did. So when a product sells out under a rush, the requests beyond its stock do
   * not each authorise a card and run a doomed update. The conditional update in the database
   * remains the judge of what is sold (other processes, writes the catalogue has not seen).
   */
  async admit(lines: PricedLine[]): Promise<{ release: () => void } | { short: PricedLine; available: number | null }> {
    /** Products whose copy said "not enough" but the database had enough: the database decides. */
    const confirmed = new Set<string>();
    for (;;) {
      let busy: StockGate | null = null;
      for (const line of lines) {
        if (confirmed.has(line.productId)) continue;
        const stock = this.catalog.getCard(line.productId)?.stock ?? 0;
        const gate = this.gates.get(line.productId);
        if (stock - (gate?.units ?? 0) >= line.quantity) continue;
        if (!gate) {
          // The copy may lag a restock made by another process: a refusal is the database's word.
          const [stored] = await this.db
            .select({ stock: products.stock, hidden: products.hidden })
            .from(products)
            .where(eq(products.id, line.productId));
          if (!stored || stored.hidden) return { short: line, available: null };
          if (stored.stock < line.quantity) return { short: line, available: stored.stock };
          confirmed.add(line.productId);
          void this.catalog.refresh().catch(() => {});
          continue;
        }
        busy = gate;
        break;
      }
      if (!busy) break;
      await new Promise<void>((resolve) => busy.waiting.push(resolve));
    }
    for (const line of lines) {
      const gate = this.gates.get(line.productId) ?? { units: 0, waiting: [] };
      gate.units += line.quantity;
      this.gates.set(line.productId, gate);
    }
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        for (const line of lines) {
          const gate = this.gates.get(line.productId)!;
          gate.units -= line.quantity;
          if (gate.units === 0) this.gates.delete(line.productId);
          for (const wake of gate.waiting.splice(0)) wake();
        }
      },
    };
  }
}
