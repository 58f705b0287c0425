/**
 * English texts of the contact page (/contact) and the contact API.
 * Keep the key structure identical to tr/contact.ts (checked by common/i18n/ui-texts.test.ts).
 */
export default {
  metaTitle: 'Contact Us',
  metaDescription:
    'Questions about a product, an order or a return? Send us a message, call or e-mail us: we reply within 24 hours.',
  title: 'Contact Us',
  intro: "Have a question about a product, an order or a return? Send us a message and we'll get back to you.",
  formTitle: 'Send Us a Message',
  optional: '(optional)',
  fields: {
    name: 'Your Name',
    email: 'Email Address',
    subject: 'Subject',
    phone: 'Phone Number',
    message: 'Message',
  },
  placeholders: {
    name: 'John Doe',
    email: 'you@example.com',
    subject: 'How can we help you?',
    phone: '+90 532 123 45 67',
    message: 'Write your message here...',
  },
  submit: 'Send Message',
  sending: 'Sending...',
  cancellationSubject: 'Cancellation request for order {{order}}',
  success: {
    title: 'Thank You!',
    message: "Thank you for your message! We'll get back to you within 24 hours.",
    again: 'Send Another Message',
  },
  cards: {
    title: 'Get in touch',
    phone: 'Phone',
    email: 'Email',
    emailText: 'We reply within 24 hours',
    location: 'Location',
  },
  errors: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 100 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Email is invalid',
    subjectRequired: 'Subject is required',
    subjectTooLong: 'Subject must be at most 200 characters',
    messageRequired: 'Message is required',
    messageTooShort: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be at most 5000 characters',
    phoneInvalid: 'Please enter a valid phone number',
    orderNumberInvalid: 'Invalid order number',
    submitFailed: 'Failed to submit the form. Please try again.',
  },
};
