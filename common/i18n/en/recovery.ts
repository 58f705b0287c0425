/** Account recovery: "Forgot password?", the reset page and the reset mail (docs/product.md §7.11). */
export default {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotMetaTitle: 'Forgot Password',
  forgotMetaDescription: 'Ask for a link to set a new password for your account.',
  forgotIntro: 'Enter the email address of your account and we will send you a link to set a new password.',
  forgotButton: 'Send Reset Link',
  forgotSending: 'Sending...',
  forgotSent:
    'If an account exists for this address, we have sent a link to reset the password. It is valid for 30 minutes.',
  forgotSpamHint: 'No mail after a few minutes? Check your spam folder, or ask again.',
  backToLogin: 'Back to Log In',
  resetTitle: 'Set a new password',
  resetMetaTitle: 'Reset Password',
  resetMetaDescription: 'Set a new password for your account.',
  resetIntro: 'Choose a new password. Every device signed in to your account will be signed out.',
  resetButton: 'Set New Password',
  resetSaving: 'Saving...',
  resetDone: 'Your password has been changed and every session was signed out. Log in with your new password.',
  askAgain: 'Ask for a new link',
  errors: {
    linkInvalid: 'This password reset link is not valid. Please ask for a new one.',
    linkExpired: 'This password reset link has expired (links are valid for 30 minutes). Please ask for a new one.',
    linkUsed:
      'This password reset link has already been used, or the password was reset with another link. Ask for a new one if you still need it.',
    tooManyRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  },
  mail: {
    linkHidden:
      "The link is left out of the back office's preview: it lets whoever has it set this customer's password.",
    subject: 'Reset your {{store}} password',
    preview: 'Use this link within 30 minutes to set a new password.',
    greeting: 'Hello,',
    body: 'Someone, hopefully you, asked to reset the password of the {{store}} account for {{email}}. Use the button below to choose a new one.',
    button: 'Set a new password',
    linkIntro: 'If the button does not work, copy this link into your browser:',
    expires: 'The link is valid for 30 minutes and can be used once. Setting a new password signs out every device.',
    notYou:
      'If you did not ask for this, you can ignore this mail: your password stays as it is. If you get these mails often without asking, let us know.',
  },
};
