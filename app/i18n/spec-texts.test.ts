import { describe, expect, it } from 'vitest';
import en from '#common/i18n/en/index.ts';
import tr from '#common/i18n/tr/index.ts';

/**
 * The texts whose wording the shop keeps word for word (docs/product.md §18.3: pages, validation, errors), each pinned to
 * the text key that shows it: English in the English catalogue, Turkish in the Turkish one
 * (docs/product.md §18.2). A reworded text fails here, naming the spec's wording.
 */
function at(catalogue: unknown, path: string): unknown {
  let node = catalogue;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

const ENGLISH: [spec: string, key: string][] = [
  // docs/product.md §2.1 Header and menus
  ['My Account', 'common.myAccount'],
  ['Wishlist', 'common.wishlist'],
  ['Security', 'nav.security'],
  ['Security Cameras', 'nav.securityCameras'],
  ['NVR Recording Devices', 'nav.nvrRecorders'],
  ['Sensors', 'nav.sensors'],
  ['Walkie-Talkies', 'nav.walkieTalkies'],
  ['Motorola', 'nav.motorola'],
  ['Kenwood', 'nav.kenwood'],
  ['Other Brands', 'nav.otherBrands'],
  ['Network Products', 'nav.network'],
  ['Switches', 'nav.switches'],
  ['PoE Devices', 'nav.poeDevices'],
  ['Cameras', 'nav.cameras'],
  ['NVR Devices', 'nav.nvrDevices'],
  // docs/product.md §4.8 Search box
  ['Search for products, brands or categories...', 'search.placeholder'],
  ['Searching...', 'search.searching'],
  ['Search Results', 'search.results'],
  ['No results found for "{{query}}".', 'search.noResults'],
  ['View all results', 'search.viewAll'],
  // docs/product.md §2.1.5 Footer
  ['About Us', 'footer.aboutTitle'],
  ['Quick Links', 'footer.quickLinks'],
  ['Categories', 'footer.categoriesTitle'],
  ['Subscribe', 'newsletter.subscribe'],
  // docs/product.md §2.2 Home
  ['Hot Products', 'home.hotProducts'],
  ['Featured Categories', 'home.featuredCategories'],
  ['Best Sellers', 'home.bestSellers'],
  ['Featured', 'home.tabFeatured'],
  ['On Sale', 'home.tabOnSale'],
  ['Top Rated', 'home.tabTopRated'],
  ['Browse All Products', 'home.browseAll'],
  ['Why Shop With Us', 'home.whyTitle'],
  ['New Arrivals', 'home.newArrivals'],
  ['All', 'home.tabAll'],
  ['Security', 'home.tabSecurity'],
  ['Walkie-Talkies', 'home.tabWalkieTalkies'],
  ['Network', 'home.tabNetwork'],
  ['Value of the Day', 'home.valueOfDay'],
  // docs/product.md §2.3 /products
  ['Home', 'common.home'],
  ['All Products', 'products.title'],
  ['All', 'products.all'],
  ['Default', 'products.sortDefault'],
  ['Price low to high', 'products.sortPriceAsc'],
  ['Price high to low', 'products.sortPriceDesc'],
  ['Name A-Z', 'products.sortNameAsc'],
  ['Name Z-A', 'products.sortNameDesc'],
  ['Show Filters', 'products.showFilters'],
  ['Hide Filters', 'products.hideFilters'],
  ['No products found', 'products.empty'],
  ['Try different filter criteria', 'products.emptyHint'],
  ['Showing {{count}} products', 'products.showing_other'],
  // docs/product.md §2.4 /product/{id}
  ['Products', 'product.products'],
  ['Add to Cart', 'product.addToCart'],
  ['Description', 'product.tabDescription'],
  ['Features', 'product.tabFeatures'],
  ['Specifications', 'product.tabSpecifications'],
  ['Package Contents', 'product.packageContents'],
  ['Product added to cart!', 'product.added'],
  ['View Cart', 'product.viewCart'],
  ['In Stock', 'common.inStock'],
  ['Out of Stock', 'common.outOfStock'],
  // docs/product.md §2.7 Cart
  ['Custom...', 'cartPage.custom'],
  ['Back', 'cartPage.back'],
  ['Remove', 'cartPage.remove'],
  ['Clear Cart', 'cartPage.clear'],
  ['Proceed to Checkout', 'cartPage.checkout'],
  ['Your cart is empty', 'cartPage.empty'],
  ['Start Shopping', 'cartPage.startShopping'],
  ['You Might Also Like', 'cartPage.alsoLike'],
  // docs/product.md §2.9 Checkout
  ['Billing Information', 'checkout.billingTitle'],
  ['Shipping Information', 'checkout.shippingTitle'],
  ['Same as billing', 'checkout.sameAsBilling'],
  ['Payment Information', 'checkout.paymentTitle'],
  ['Complete Order', 'checkout.completeOrder'],
  ['Processing...', 'checkout.processing'],
  ['Order Summary', 'checkout.summaryTitle'],
  ['District', 'checkout.state'],
  ['Postal Code', 'checkout.zip'],
  // docs/product.md §2.13, §2.6, §2.11, §2.10, §2.8, §2.5: Contact, FAQ, Profile, Orders, Wishlist, Value of the Day
  ['Send Another Message', 'contact.success.again'],
  ['Products', 'info.faq.sections.products.title'],
  ['Orders & Shipping', 'info.faq.sections.ordersShipping.title'],
  ['Returns & Refunds', 'info.faq.sections.returnsRefunds.title'],
  ['Warranty & Support', 'info.faq.sections.warrantySupport.title'],
  ['Privacy & Security', 'info.faq.sections.privacySecurity.title'],
  ['Shipping', 'footer.shipping'],
  ['About Us', 'footer.about'],
  ['Privacy Policy', 'footer.privacy'],
  ['Terms of Use', 'footer.terms'],
  ['Return Policy', 'footer.returns'],
  ['Access Denied', 'account.accessDenied'],
  ['Log In', 'account.loginLink'],
  ['Profile Information', 'account.profileInformation'],
  ['My Orders', 'account.myOrders'],
  ['Edit', 'account.edit'],
  ['Cancel', 'account.cancel'],
  ['Save', 'account.save'],
  ['Change Password', 'account.changePassword'],
  ['Download Invoice', 'orders.downloadInvoice'],
  ['Request Cancellation', 'orders.requestCancellation'],
  ['Clear Wishlist', 'cartPage.wishlist.clear'],
  ['Continue Shopping', 'cartPage.wishlist.continueShopping'],
  ['No featured products available at this time.', 'valueOfDay.empty'],
  // docs/product.md §2.15: error screens and error messages
  ['Unexpected Application Error!', 'errors.unexpected'],
  ['Unable to load products', 'errors.loadFailed'],
  ["We're experiencing some technical difficulties. Please refresh or try again later.", 'errors.loadFailedText'],
  ['No products available at this time.', 'home.noProducts'],
  ['No products available in this category.', 'home.noProductsInCategory'],
  ['No feature information available for this product', 'product.noFeatures'],
  ['No technical information available for this product', 'product.noSpecs'],
  ['Registration failed', 'account.registerFailed'],
  ['Registration failed. Please try again.', 'account.registerError'],
  ['Invalid credentials', 'account.errors.invalidCredentials'],
  ['Login failed. Please try again.', 'account.loginError'],
  ['A service error occurred. Please try again.', 'checkout.serviceError'],
  ['Failed to submit the form. Please try again.', 'contact.errors.submitFailed'],
  ['Error!', 'account.errorTitle'],
  // docs/product.md §7, §9, §15, §16: validation
  ['Please enter a valid email address', 'newsletter.invalidEmail'],
  ['Success! Check your email for your 10% discount code.', 'newsletter.success'],
  ['First name is required', 'checkout.errors.firstNameRequired'],
  ['Last name is required', 'checkout.errors.lastNameRequired'],
  ['Email is required', 'checkout.errors.emailRequired'],
  ['Address is required', 'checkout.errors.addressRequired'],
  ['City is required', 'checkout.errors.cityRequired'],
  ['District is required', 'checkout.errors.stateRequired'],
  ['Postal code is required', 'checkout.errors.zipRequired'],
  ['Name on card is required', 'checkout.errors.cardNameRequired'],
  ['Card number is required', 'checkout.errors.cardNumberRequired'],
  ['Invalid card number', 'checkout.errors.cardNumberInvalid'],
  ['Expiration date is required', 'checkout.errors.expiryRequired'],
  ['Use MM/YY format', 'checkout.errors.expiryFormat'],
  ['CVV is required', 'checkout.errors.cvvRequired'],
  ['Invalid CVV', 'checkout.errors.cvvInvalid'],
  ['Email is required', 'account.errors.emailRequired'],
  ['Invalid email format', 'account.errors.emailInvalid'],
  ['Password is required', 'account.errors.passwordRequired'],
  ['Name is required', 'account.errors.nameRequired'],
  ['Password must be at least 6 characters', 'account.errors.passwordTooShort'],
  ['Please confirm your password', 'account.errors.confirmRequired'],
  ['Passwords do not match', 'account.errors.passwordsDiffer'],
  ['Name is required', 'contact.errors.nameRequired'],
  ['Email is required', 'contact.errors.emailRequired'],
  ['Email is invalid', 'contact.errors.emailInvalid'],
  ['Subject is required', 'contact.errors.subjectRequired'],
  ['Message is required', 'contact.errors.messageRequired'],
  ['Message must be at least 10 characters', 'contact.errors.messageTooShort'],
  ['Please enter a valid phone number', 'contact.errors.phoneInvalid'],
  ['You must enter your current password', 'account.errors.currentRequired'],
  ['You must enter your new password', 'account.errors.newRequired'],
  ['You must enter your password again', 'account.errors.againRequired'],
];

const TURKISH: [spec: string, key: string][] = [
  ['Yükleniyor...', 'common.loading'],
  ['Aranıyor...', 'search.searching'],
  ['Ürün bulunamadı', 'product.notFoundTitle'],
  ['Ana Sayfaya Dön', 'product.backHome'],
  ['Ana Sayfaya Dön', 'errors.backHome'],
  ['Fiyat Yok', 'common.priceUnavailable'],
  ['Bir şeyler yanlış gitti', 'errors.somethingWrong'],
  ['Üzgünüz, uygulamamızda bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyin.', 'errors.appFailed'],
  ['Sayfayı Yenile', 'errors.reload'],
  ['Ürün verileri yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.', 'errors.loadFailedText'],
  ['Bir hata oluştu. Lütfen daha sonra tekrar deneyin.', 'errors.generic'],
];

describe("the spec's texts", () => {
  it.each(ENGLISH)('English %j', (spec, key) => {
    expect(at(en, key), key).toBe(spec);
  });

  it.each(TURKISH)('Turkish %j', (spec, key) => {
    expect(at(tr, key), key).toBe(spec);
  });
});
