/**
 * English texts of the information pages (/about, /shipping, /privacy-policy, /terms, /returns, /faq).
 * Variables available in every text: {{store}}, {{email}}, {{phone}}, {{address}}, {{freeOver}} and the shipping rule's day ranges {{shipsWithin}}, {{standardDays}}, {{expressDays}}, {{internationalDays}} and its dispatch cut-off {{cutoff}} (common/shipping.ts).
 * Keep the key structure identical to tr/info.ts (checked by app/components/info/info.test.tsx).
 */
export default {
  common: {
    onThisPage: 'On this page',
    related: 'Related information',
    contactTitle: 'Contact us',
    contactText:
      'E-mails are answered within 24 hours on business days. For urgent questions, call us during support hours.',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
    hoursLabel: 'Support hours',
    hours: 'Mon-Fri 9AM-5PM EST',
    readMore: 'Read more: {{page}}',
    pages: {
      about: 'About Us',
      shipping: 'Shipping',
      returns: 'Return Policy',
      privacy: 'Privacy Policy',
      terms: 'Terms of Use',
      faq: 'FAQ',
      contact: 'Contact',
    },
  },
  about: {
    metaTitle: 'About Us',
    metaDescription:
      'Who we are: an online shop for security cameras, NVR recorders, sensors, body cameras, walkie-talkies and network equipment, with expert support.',
    title: 'About Us',
    intro:
      '{{store}} is an online shop for professional security, radio and network equipment. We help homeowners, small businesses, installers and security teams find the right hardware, and we stand behind every order with fast shipping, a 2-year warranty and real people who answer the phone.',
    highlightsTitle: 'Why shop with us',
    highlights: [
      {
        title: 'Free Delivery',
        text: 'Free shipping on orders over {{freeOver}}; in-stock orders ship within {{shipsWithin}} business days, express orders the same business day.',
      },
      {
        title: 'Quality Brands',
        text: 'Genuine, new products from Hikvision, Motorola, Kenwood, Milo, HALO and more.',
      },
      { title: '30-Day Money Back', text: 'Not right for you? Return it within 30 days for a full refund.' },
      { title: 'Secure Payment', text: 'Encrypted checkout. Card numbers and CVV codes are never stored.' },
    ],
    sections: [
      {
        title: 'What we sell',
        paragraphs: [
          'Our catalogue covers the equipment you need to protect and connect a home, a shop, an office or a construction site:',
        ],
        list: [
          'Security cameras and NVR recorders for indoor and outdoor installations, including Hikvision',
          'Sensors, such as HALO smart sensors that monitor air quality, vaping and noise',
          'Body cameras for security staff and field teams',
          'Walkie-talkies from Motorola, Kenwood and Milo for events, warehouses, hotels and construction sites',
          'PoE switches and network products that power and connect cameras over a single cable',
          'Cables, intercoms and installation accessories',
        ],
      },
      {
        title: 'How we work',
        paragraphs: [
          'Every product we sell is new and genuine, sourced through authorised distribution channels, and comes with a 2-year warranty. Orders of in-stock items leave our warehouse within {{shipsWithin}} business days, express orders the same business day.',
          'Before you buy, our team helps you plan your system: how many cameras a recorder can handle, which PoE switch has enough power for your cameras, or which radio suits your site. After you buy, we help with setup questions and warranty claims.',
        ],
      },
      {
        title: 'Our promise',
        paragraphs: ['Whether you order a single cable or equip a whole building, you can count on:'],
        list: [
          'Clear prices in US dollars, with tax and shipping shown before you pay',
          '30-day returns and refunds processed within 3-5 business days',
          'A 2-year warranty on every product',
          'A 10% discount code on your first order when you subscribe to our newsletter',
          'Honest advice, even if it means recommending a smaller system',
        ],
      },
    ],
    cta: 'Browse All Products',
  },
  shipping: {
    metaTitle: 'Shipping Information',
    metaDescription:
      'Delivery times and shipping costs: standard {{standardDays}} business days, express {{expressDays}}, international {{internationalDays}}. Free shipping on orders over {{freeOver}}.',
    title: 'Shipping Information',
    intro:
      'We ship from our warehouse in Türkiye to customers at home and abroad. Orders of in-stock items leave our warehouse within {{shipsWithin}} business days; express orders leave the same business day (the next business day when placed after {{cutoff}} Türkiye time or on a weekend). Orders over {{freeOver}} ship free.',
    timesTitle: 'Delivery times',
    times: [
      { title: 'Standard shipping', time: '{{standardDays}} business days' },
      { title: 'Express shipping', time: '{{expressDays}} business days' },
      { title: 'International shipping', time: '{{internationalDays}} business days' },
    ],
    timesNote:
      'Standard and international delivery times are counted in business days from the day we receive your order (an order placed after {{cutoff}} Türkiye time or on a weekend counts from the next business day), express delivery from the day it leaves our warehouse; checkout shows the estimated delivery dates of each option. Business days are Monday to Friday.',
    ratesTitle: 'Shipping costs',
    ratesIntro:
      'Standard delivery is free on every order, so orders over {{freeOver}} always ship free. Express delivery, for addresses in Türkiye, is a paid choice at checkout: its price depends on your order subtotal after any discount code, as shown below. International orders ship free. The order summary at checkout always shows the exact shipping charge before you pay.',
    table: {
      caption: 'Shipping costs by order subtotal',
      subtotal: 'Order subtotal',
      standard: 'Standard ({{min}}-{{max}} business days)',
      express: 'Express ({{min}}-{{max}} business days)',
      under: 'Under {{amount}}',
      range: '{{from}} to {{to}}',
      over: '{{amount}} and over',
      free: 'Free',
      expressAbroad:
        'Express delivery is available for addresses in Türkiye; international orders ship free in {{internationalDays}} business days.',
      countries: 'We deliver to: {{list}}.',
    },
    sections: [
      {
        title: 'Order processing',
        paragraphs: [
          'We process orders on business days. Orders of in-stock items leave our warehouse within {{shipsWithin}} business days of payment confirmation; express orders leave the same business day (the next business day when placed after {{cutoff}} Türkiye time or on a weekend). If an item becomes unavailable after you order, we contact you before shipping: you can wait for it, choose another product or cancel it for a full refund.',
        ],
      },
      {
        title: 'Tracking your order',
        paragraphs: [
          'You can follow every order in My Orders. When your order ships, its status changes from Processing to Shipped and the carrier’s tracking number appears with the order. Once the carrier delivers it, the status changes to Delivered.',
        ],
      },
      {
        title: 'International shipping',
        paragraphs: [
          'Besides Türkiye, we ship to Canada, the United Kingdom, Australia, Germany, France, Italy and Japan. International delivery is free and takes {{internationalDays}} business days; express delivery is available for addresses in Türkiye only. Import duties, taxes and customs fees charged by the destination country are not included in our prices and are paid by the recipient.',
          'Some products, such as two-way radios, are subject to local licensing or import rules. Please check that a product may be used in your country before you order it.',
        ],
      },
      {
        title: 'Damaged or lost packages',
        paragraphs: [
          'Please check your package when it arrives. If it is damaged, or an item is missing or broken, report it within 48 hours of delivery with photos of the package and the product; we will send a replacement or refund you in full (see our Return Policy).',
          'If your package has not arrived, report it within 7 days of the expected delivery date. We will open an investigation with the carrier and, if the package is lost, send a replacement or refund you in full.',
        ],
      },
      {
        title: 'Delivery address',
        paragraphs: [
          'Please check your shipping address carefully at checkout: once an order has shipped, its address can no longer be changed. If a package comes back to us because of an incorrect address or a failed delivery, we contact you to arrange a new delivery; the additional shipping cost may be charged.',
        ],
      },
    ],
    questions:
      'Questions about a delivery? Our support team is available Mon-Fri 9AM-5PM EST and answers e-mails within 24 hours on business days.',
  },
  privacy: {
    metaTitle: 'Privacy Policy',
    metaDescription:
      'How we collect, use and protect your personal data under the Turkish Personal Data Protection Law (KVKK) and the GDPR, and which cookies we use.',
    title: 'Privacy Policy',
    intro:
      'This Privacy Policy explains how {{store}} collects, uses and protects your personal data when you visit our website, create an account or place an order. We process personal data in accordance with the Turkish Personal Data Protection Law No. 6698 (KVKK) and, for visitors in the European Union, the General Data Protection Regulation (GDPR).',
    sections: [
      {
        title: 'Data controller',
        paragraphs: [
          'The data controller is {{store}}, {{address}}. You can contact us about anything related to your personal data at {{email}} or {{phone}}.',
        ],
      },
      {
        title: 'Personal data we collect',
        paragraphs: ['We only collect the data we need to run the shop:'],
        list: [
          'Account data: your name, e-mail address and password. The password is stored only as a secure hash, never in readable form.',
          'Order data: billing and shipping addresses, phone number, the products you ordered, amounts and your order history.',
          'Payment data: your card is processed by our payment provider. We keep only the card brand and the last four digits; full card numbers and CVV codes are never stored or logged.',
          'Communication data: messages you send us through the contact form or by e-mail, and your e-mail address if you subscribe to our newsletter.',
          'Technical data: IP address, browser type and the pages you request, recorded in server logs for security and to prevent abuse.',
        ],
      },
      {
        title: 'Why we use your data and on what legal basis',
        paragraphs: ['We process your personal data for the following purposes:'],
        list: [
          'To create and manage your account and to process, ship and support your orders: performance of a contract (KVKK Art. 5(2)(c), GDPR Art. 6(1)(b)).',
          'To issue invoices and keep accounting records: compliance with our legal obligations (KVKK Art. 5(2)(ç), GDPR Art. 6(1)(c)).',
          'To keep the website secure, prevent fraud and limit repeated failed sign-in attempts: our legitimate interests (KVKK Art. 5(2)(f), GDPR Art. 6(1)(f)).',
          'To send our newsletter and discount codes: your explicit consent (KVKK Art. 5(1), GDPR Art. 6(1)(a)), which you can withdraw at any time.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'We only use the cookies the shop needs to work. We do not use advertising, analytics or third-party tracking cookies.',
        ],
        list: [
          'Session cookie: keeps you signed in after you log in. It cannot be read by scripts on the page and is only sent to our website.',
          'Visitor cookie: identifies your cart and wishlist when you are not signed in, so your items are still there when you come back. When you sign in, they are merged into your account.',
          'Language cookie ("lang"): remembers the language you chose, English or Turkish.',
        ],
      },
      {
        title: 'Who we share your data with',
        paragraphs: ['We never sell your personal data. We share it only as far as necessary with:'],
        list: [
          'shipping carriers, to deliver your orders (name, address and phone number);',
          'our payment provider, to process your card payment;',
          'hosting and IT service providers that run our website on our behalf, under data processing agreements;',
          'courts and public authorities, when we are legally required to.',
        ],
      },
      {
        title: 'Transfers abroad',
        paragraphs: [
          'Some of our service providers may process data outside Türkiye. Such transfers are made in accordance with Article 9 of the KVKK and Chapter V of the GDPR, with the safeguards these laws require, such as standard contractual clauses.',
        ],
      },
      {
        title: 'How long we keep your data',
        paragraphs: [
          'We keep account data for as long as your account exists. Orders and invoices are kept for the periods required by Turkish commercial and tax law (generally 10 years). Contact messages are kept for up to 2 years, and newsletter data until you unsubscribe. When a retention period ends, we delete, destroy or anonymise the data.',
        ],
      },
      {
        title: 'Security',
        paragraphs: [
          'We protect your data with encrypted connections (HTTPS), passwords hashed with a modern memory-hard algorithm, strict access controls and regular updates. Card details are passed to our payment provider and are never stored on our systems.',
        ],
      },
      {
        title: 'Your rights',
        paragraphs: ['Under Article 11 of the KVKK and under the GDPR, you have the right to:'],
        list: [
          'learn whether your personal data is processed and, if so, request information about it;',
          'learn the purpose of the processing and whether your data is used accordingly;',
          'know the third parties in Türkiye or abroad to whom your data is transferred;',
          'have incomplete or inaccurate data corrected;',
          'have your data deleted or destroyed, or its processing restricted;',
          'receive your data in a portable format and object to processing based on legitimate interests;',
          'object to a result to your detriment arising from analysis exclusively by automated systems;',
          'claim compensation for damage caused by unlawful processing;',
          'withdraw your consent at any time, for example by unsubscribing from the newsletter.',
        ],
      },
      {
        title: 'How to exercise your rights',
        paragraphs: [
          'Send your request by e-mail to {{email}} or by post to {{store}}, {{address}}. We answer free of charge, within 30 days at the latest. If you are not satisfied with our answer, you can complain to the Turkish Personal Data Protection Authority or, if you live in the European Union, to your local data protection authority.',
        ],
      },
      {
        title: 'Children',
        paragraphs: [
          'Our shop is intended for adults. We do not knowingly collect personal data from children under 18.',
        ],
      },
      {
        title: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when our services or the law change. The current version is always published on this page.',
        ],
      },
    ],
  },
  terms: {
    metaTitle: 'Terms of Use',
    metaDescription:
      'The terms that apply to using our website and to every order: accounts, prices, payment, delivery, returns, warranty and liability.',
    title: 'Terms of Use',
    intro:
      'These Terms of Use apply to the {{store}} website and to every order placed on it. By using the website or placing an order, you accept them. Please read them carefully.',
    sections: [
      {
        title: 'Who we are',
        paragraphs: ['The website is operated by {{store}}, {{address}}. E-mail: {{email}}, phone: {{phone}}.'],
      },
      {
        title: 'Your account',
        paragraphs: [
          'You can browse the catalogue without an account. To place an order you need to register and sign in: give accurate information, choose a password of at least 6 characters and keep it confidential. You are responsible for what happens under your account; tell us immediately if you suspect unauthorised use. We may suspend accounts used for fraud or abuse.',
        ],
      },
      {
        title: 'Products and prices',
        paragraphs: [
          'We describe our products as accurately as we can; pictures may differ slightly from the actual product. All prices are in US dollars (USD). Tax of 8% of the subtotal (after any discount code) is added at checkout and shown in the order summary, together with shipping, before you pay.',
          'Prices, promotions and availability may change at any time, but a change never affects an order you have already placed. If a product was listed at an obviously wrong price, we contact you: you can confirm the order at the correct price or cancel it for a full refund.',
        ],
      },
      {
        title: 'Orders',
        paragraphs: [
          'When you complete checkout, you offer to buy the products in your cart. The contract is concluded when we confirm your order on the order confirmation page. We check stock when you place the order and only take payment for items we can deliver. We may refuse or cancel an order in case of suspected fraud; any amount paid is refunded in full.',
        ],
      },
      {
        title: 'Payment',
        paragraphs: [
          'We accept Visa, Mastercard, American Express and Troy cards. Payments are processed by our payment provider over an encrypted connection. We never store your full card number or CVV: an order keeps only the card brand and the last four digits.',
        ],
      },
      {
        title: 'Shipping and delivery',
        paragraphs: [
          'Orders of in-stock items ship within {{shipsWithin}} business days; express orders ship the same business day (the next business day when placed after {{cutoff}} Türkiye time or on a weekend). Standard delivery takes {{standardDays}} business days and international delivery {{internationalDays}} business days from the day we receive your order; express delivery takes {{expressDays}} business days from shipping. Standard and international delivery are free on every order, including all orders over {{freeOver}}; express delivery within Türkiye is charged as shown on our Shipping page and at checkout. The risk of loss or damage passes to you when the package is delivered.',
        ],
      },
      {
        title: 'Returns and right of withdrawal',
        paragraphs: [
          'You can return products within 30 days of delivery as described in our Return Policy; approved refunds are processed within 3-5 business days. Damaged items must be reported within 48 hours of delivery, lost packages within 7 days of the expected delivery date. This is in addition to your statutory 14-day right of withdrawal under the Turkish Distance Contracts Regulation.',
        ],
      },
      {
        title: 'Warranty',
        paragraphs: [
          'All products come with a 2-year warranty against manufacturing defects, in line with Turkish consumer protection law. The warranty does not cover normal wear and tear, misuse, accidents, power surges, incorrect installation or repairs by unauthorised persons.',
        ],
      },
      {
        title: 'Lawful use of products',
        paragraphs: [
          'Security cameras, body cameras, intercoms and sensors can record people. You are responsible for installing and using them lawfully, including under data protection laws such as the KVKK and the GDPR: tell people that they are being recorded, and do not record places where people expect privacy.',
          'Two-way radios may only be used on permitted frequencies. Licence-free PMR446 radios can be used without a licence in Türkiye and the European Union; other radios may need a licence from the Information and Communication Technologies Authority (BTK) or from the authority in your country.',
        ],
      },
      {
        title: 'Using our website',
        paragraphs: [
          'Do not misuse the website: do not try to access it without authorisation, disrupt it, collect its data automatically or use it for unlawful purposes. The texts, images, logos and design of the website belong to {{store}} or its licensors and may not be copied without permission. Product names and logos are trademarks of their respective owners.',
        ],
      },
      {
        title: 'Liability',
        paragraphs: [
          'We are not liable for indirect or consequential damage, such as lost profits or lost data, arising from the use of the website or the products, except where the law does not allow this limitation. Nothing in these terms limits your rights as a consumer or our liability for intent or gross negligence.',
        ],
      },
      {
        title: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by the laws of the Republic of Türkiye. For consumer complaints you can apply to the Consumer Arbitration Committee or the Consumer Court of your place of residence or of the place where you bought the product, within the monetary limits set each year by the Ministry of Trade.',
        ],
      },
      {
        title: 'Changes to these terms',
        paragraphs: [
          'We may update these terms from time to time. The version published on the website when you place an order applies to that order.',
        ],
      },
      {
        title: 'Contact',
        paragraphs: ['Questions about these terms? Write to {{email}} or call {{phone}}, Mon-Fri 9AM-5PM EST.'],
      },
    ],
  },
  returns: {
    metaTitle: 'Return Policy',
    metaDescription:
      '30-day returns, refunds processed within 3-5 business days, damaged items reported within 48 hours and a 2-year warranty on every product.',
    title: 'Return Policy',
    intro:
      'Not happy with your purchase? You can return most items within 30 days of delivery for a full refund. Here is how returns, refunds and warranty claims work at {{store}}.',
    highlights: [
      { title: '30-day returns', text: 'Return items within 30 days of delivery.' },
      { title: 'Refund in 3-5 business days', text: 'Processed as soon as we receive and check your return.' },
      { title: 'Damaged on arrival?', text: 'Report it within 48 hours of delivery.' },
    ],
    sections: [
      {
        title: 'Return period and conditions',
        paragraphs: [
          'You can return a product within 30 days of the day it was delivered. To qualify for a full refund, returned items must be:',
        ],
        list: [
          'unused or only tested, and in the condition in which you received them;',
          'in their original packaging, with all accessories, cables, manuals and free gifts;',
          'free of installation damage, such as drilled housings or cut cables;',
          'sent back with the order number or a copy of the invoice.',
        ],
      },
      {
        title: 'Items that cannot be returned',
        paragraphs: [
          'The following cannot be returned for a refund. Faulty products are still covered by our 2-year warranty, even after the 30-day return period.',
        ],
        list: [
          'cables cut to a custom length at your request;',
          'software licences or activation codes that have been activated;',
          'products damaged by misuse, incorrect installation, unauthorised repair or accidents;',
          'items returned more than 30 days after delivery.',
        ],
      },
      {
        title: 'How to return an item',
        paragraphs: ['Returning an item takes four steps:'],
        steps: [
          'Contact us at {{email}} or through our contact page with your order number, the items you want to return and the reason.',
          'Within 24 hours on business days, we send you a return authorisation with the return address and packing instructions.',
          'Pack the items securely, preferably in their original packaging, and send them back within 14 days of receiving the authorisation.',
          'When the return arrives, we check it and process your refund within 3-5 business days.',
        ],
      },
      {
        title: 'Refunds',
        paragraphs: [
          'Approved refunds are processed within 3-5 business days of receiving your return, to the card you paid with. Depending on your bank, it may take a few more days for the amount to appear on your statement.',
          'We refund the full price of the returned items. If the whole order is returned because of our mistake or a faulty product, we also refund the original shipping cost and pay for the return shipping. For other returns, the cost of sending the items back is yours.',
        ],
      },
      {
        title: 'Damaged, faulty or wrong items',
        paragraphs: [
          'If an item arrives damaged or you received the wrong product, report it within 48 hours of delivery, with your order number and photos of the package and the product. We arrange the collection at our cost and send a replacement or refund you in full, as you prefer.',
          'If your package has not arrived, report it within 7 days of the expected delivery date and we will investigate with the carrier.',
        ],
      },
      {
        title: '2-year warranty',
        paragraphs: [
          'Every product comes with a 2-year warranty against manufacturing defects. If a product develops a fault after the 30-day return period, contact us: we repair or replace it, or refund it if neither is possible. The warranty does not cover damage caused by misuse, accidents, power surges, incorrect installation or unauthorised repair.',
        ],
      },
      {
        title: 'Cancelling an order',
        paragraphs: [
          'You can cancel an order that has not shipped yet: open My Orders and choose Request Cancellation, or contact us. Once the cancellation is confirmed, you receive a full refund within 3-5 business days. An order that has already shipped can be returned under this policy.',
        ],
      },
      {
        title: 'Your statutory rights',
        paragraphs: [
          'This policy is in addition to your rights under the Turkish Consumer Protection Law No. 6502 and the Distance Contracts Regulation, including the right to withdraw from a distance contract within 14 days without giving a reason. Nothing in this policy limits those rights.',
        ],
      },
    ],
  },
  faq: {
    metaTitle: 'Frequently Asked Questions',
    metaDescription:
      'Answers about our products, orders and shipping, returns and refunds, warranty and support, privacy and security.',
    title: 'Frequently Asked Questions',
    intro: 'Quick answers to the questions we hear most often. Select a question to show its answer.',
    jumpTo: 'Jump to a section',
    sections: {
      products: {
        title: 'Products',
        items: [
          {
            q: 'Are your products genuine and new?',
            a: 'Yes. Everything we sell is new, genuine and sourced through authorised distribution channels, from brands such as Hikvision, Motorola, Kenwood, Milo and HALO. Every product comes with a 2-year warranty.',
          },
          {
            q: 'How do I choose the right security camera?',
            a: 'Consider where the camera goes (indoor or outdoor, and its weather rating), the resolution you need, night vision range and how it is powered: PoE cameras get power and data over one network cable from a PoE switch or an NVR recorder. The Specifications tab on each product page lists these details, and our team is happy to help you plan a complete system.',
          },
          {
            q: 'Do I need a licence to use a walkie-talkie?',
            a: 'Licence-free PMR446 radios can be used without a licence in Türkiye and the European Union. Professional VHF/UHF radios from Motorola or Kenwood may need a licence from the Information and Communication Technologies Authority (BTK) or the authority in your country. The product description tells you which type a radio is.',
          },
          {
            q: 'Can a PoE switch power all my cameras?',
            a: 'Check two figures: the switch’s total PoE power budget (in watts) must be higher than the combined consumption of your cameras, and each port must support the PoE standard your camera needs (802.3af or 802.3at). Both are listed on the product pages.',
          },
          {
            q: 'Do you offer discounts?',
            a: 'Subscribe to our newsletter and you get a 10% discount code for your first order. Also check Value of the Day for our current deal and the products on sale.',
          },
        ],
      },
      ordersShipping: {
        title: 'Orders & Shipping',
        items: [
          {
            q: 'How long does delivery take?',
            a: 'Counted from the day we receive your order, standard shipping takes {{standardDays}} business days and international shipping {{internationalDays}} business days; these orders leave our warehouse within {{shipsWithin}} business days. Express orders leave the same business day (the next business day when placed after {{cutoff}} Türkiye time or on a weekend) and arrive {{expressDays}} business days later.',
          },
          {
            q: 'How much does shipping cost?',
            a: 'Standard delivery is free on every order, so orders over {{freeOver}} always ship free. Express delivery within Türkiye costs extra depending on your order subtotal after any discount code; the full table is on our Shipping page, and the order summary shows the exact amount before you pay.',
          },
          {
            q: 'How can I track my order?',
            a: 'Sign in and open My Orders. Each order shows its status (Processing, Shipped, Delivered or Cancelled); once it has shipped, the carrier’s tracking number appears there too.',
          },
          {
            q: 'Can I cancel or change my order?',
            a: 'Yes, as long as it has not shipped. Open My Orders and choose Request Cancellation, or contact us with your order number. Orders that have already shipped can be returned within 30 days.',
          },
          {
            q: 'Which countries do you ship to?',
            a: 'We ship within Türkiye and to Canada, the United Kingdom, Australia, Germany, France, Italy and Japan. Import duties and taxes of the destination country are paid by the recipient.',
          },
        ],
      },
      returnsRefunds: {
        title: 'Returns & Refunds',
        items: [
          {
            q: 'What is your return policy?',
            a: 'You can return items within 30 days of delivery for a full refund, unused and in their original packaging with all accessories. See our Return Policy for the details.',
          },
          {
            q: 'How do I return an item?',
            a: 'Contact us at {{email}} or through the contact page with your order number and the items you want to return. We send you a return authorisation with the address and instructions within 24 hours on business days.',
          },
          {
            q: 'When will I get my refund?',
            a: 'Refunds are processed within 3-5 business days of receiving your return, to the card you paid with. Your bank may need a few more days to show it on your statement.',
          },
          {
            q: 'What if my order arrives damaged or does not arrive?',
            a: 'Report damaged, faulty or wrong items within 48 hours of delivery, with photos; we replace them or refund you in full at our cost. Report a package that has not arrived within 7 days of the expected delivery date.',
          },
        ],
      },
      warrantySupport: {
        title: 'Warranty & Support',
        items: [
          {
            q: 'What warranty do your products have?',
            a: 'Every product has a 2-year warranty against manufacturing defects. It does not cover damage caused by misuse, accidents, power surges, incorrect installation or unauthorised repair.',
          },
          {
            q: 'How do I make a warranty claim?',
            a: 'Contact us with your order number, the product and a short description of the fault. We help you troubleshoot first; if the product is faulty, we repair or replace it, or refund it if neither is possible.',
          },
          {
            q: 'When is customer support available?',
            a: 'Our support team is available Mon-Fri 9AM-5PM EST by phone at {{phone}} and by e-mail at {{email}}. E-mails are answered within 24 hours on business days.',
          },
          {
            q: 'Can you help me set up my system?',
            a: 'Yes. We can help you plan a system before you buy and answer setup questions afterwards, for example adding cameras to an NVR recorder or programming radios. On-site installation is not included.',
          },
        ],
      },
      privacySecurity: {
        title: 'Privacy & Security',
        items: [
          {
            q: 'Is it safe to pay by card on your website?',
            a: 'Yes. The checkout uses an encrypted connection and your card is processed by our payment provider. We never store your full card number or CVV; an order keeps only the card brand and the last four digits.',
          },
          {
            q: 'What personal data do you keep?',
            a: 'Only what we need to run your account and deliver your orders: your name, e-mail address, addresses, phone number and order history. Your password is stored only as a secure hash. Our Privacy Policy explains everything, in line with the KVKK and the GDPR.',
          },
          {
            q: 'Which cookies do you use?',
            a: 'Only the ones the shop needs: a session cookie that keeps you signed in, a visitor cookie that keeps your cart and wishlist when you are not signed in, and a "lang" cookie that remembers your language. No advertising or tracking cookies.',
          },
          {
            q: 'How can I see or delete my personal data?',
            a: 'You can view and edit your profile in My Account. To get a copy of your data or to have your account deleted, write to {{email}}; we answer within 30 days at the latest, free of charge.',
          },
        ],
      },
    },
    moreTitle: 'Still have a question?',
    moreText: 'Our support team is happy to help, Mon-Fri 9AM-5PM EST.',
    moreLink: 'Contact us',
  },
};
