-- The seed once set HALO's own price at $1,700 (struck against $1,999) and its Value of the Day at
-- the same $1,700: a countdown for a price the shopper got anyway. The seed now prices HALO at
-- $1,999 with no struck price of its own, so its deal saves $299 against the price after it.
-- An install still holding exactly the old seed gets the new price, once: the product at $1,700
-- over $1,999, and the running deal (the newest not ended) still the seeded one ($1,700 against
-- $1,999, 10 units). Any edit of the owner's (another price, another deal) stays; so does a shop
-- whose seeded deal has ended, since it has sold HALO at $1,700 since then.
UPDATE "products" SET "price_cents" = 199900, "old_price_cents" = NULL, "updated_at" = now()
WHERE "id" = 'halo-smart-sensor' AND "price_cents" = 170000 AND "old_price_cents" = 199900
	AND EXISTS (
		SELECT 1 FROM (
			SELECT "product_id", "deal_price_cents", "old_price_cents", "stock_cap" FROM "deals"
			WHERE "ends_at" >= now() ORDER BY "created_at" DESC, "id" DESC LIMIT 1
		) AS running
		WHERE running."product_id" = 'halo-smart-sensor' AND running."deal_price_cents" = 170000
			AND running."old_price_cents" = 199900 AND running."stock_cap" = 10
	);
