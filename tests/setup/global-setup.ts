import type { TestProject } from 'vitest/node';
import { dropShopImages, makeShopImages } from './shop-image.ts';

/** Once per `vitest run`: the migrated, seeded images every test shop copies (shop-image.ts). */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const images = await makeShopImages(adminUrl);
  project.provide('shopImages', images);
  return async () => {
    await dropShopImages(images, adminUrl);
  };
}
