/** The product page's Specifications tab (typed data first, then the product's own groups). */
export default {
  keySpecs: 'Key specifications',
};
