-- A product without a brand is stored as the language-neutral "Other" (common/brand.ts) and
-- shown in the page's language ("Other", "Diğer"); rows saved before kept the Turkish word.
UPDATE "products" SET "brand" = 'Other', "updated_at" = now() WHERE "brand" = 'Diğer';
