import { ACCOUNT_MESSAGES } from '#domain/account.ts';

/** Copy for signing in and out: login, registration, password reset, social sign-in, guards and the header account menu. */
export const account = {
  messages: ACCOUNT_MESSAGES,
  metaTitle: '{page} | {shopName}',

  fields: {
    identifier: 'Email or mobile number',
    identifierHint: 'For example name@example.com or 01712345678',
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Mobile number',
    phoneHint: 'Bangladeshi number, such as 01712345678',
    password: 'Password',
    newPassword: 'New password',
    passwordHint: 'At least 8 characters. Avoid common passwords.',
    confirmPassword: 'Confirm password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    optional: '(optional)',
    required: 'required',
    emailOrPhoneNote: 'Give an email address, a mobile number, or both. You can sign in with either.',
  },

  login: {
    title: 'Login',
    heading: 'Welcome back',
    intro: 'Log in to see your orders, notifications and profile.',
    description: 'Log in to your account with your email address or mobile number.',
    submit: 'Login',
    submitting: 'Logging in...',
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account?",
    register: 'Create one',
    passwordWasReset: ACCOUNT_MESSAGES.passwordReset,
  },

  register: {
    title: 'Registration',
    heading: 'Create your account',
    intro: 'Track orders, keep your details for checkout and hear about offers first.',
    description: 'Create a customer account with your email address or mobile number.',
    submit: 'Create account',
    submitting: 'Creating account...',
    haveAccount: 'Already have an account?',
    login: 'Log in',
  },

  forgotPassword: {
    title: 'Forgot password',
    description: 'Reset your password with a 6-digit code sent to your email or mobile number.',
    steps: {
      request: { heading: 'Forgot your password?', intro: 'Enter the email address or mobile number of your account and we will send you a 6-digit code.' },
      verify: { heading: 'Enter the code', intro: 'We sent a 6-digit code to {identifier} if an account uses it. The code is valid for 10 minutes.' },
      reset: { heading: 'Choose a new password', intro: 'Set a new password for {identifier}. You will be signed out on your other devices.' },
    },
    stepLabel: 'Step {step} of 3',
    otp: '6-digit code',
    otpHint: 'Check your inbox or messages. The code expires after 10 minutes.',
    sendCode: 'Send code',
    sendingCode: 'Sending code...',
    verify: 'Verify code',
    verifying: 'Verifying...',
    resend: 'Resend code',
    resending: 'Sending...',
    codeResent: 'A new code is on its way.',
    reset: 'Reset password',
    resetting: 'Saving...',
    useAnother: 'Use a different email or number',
    backToLogin: 'Back to login',
  },

  social: {
    divider: 'or continue with',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    signingIn: 'Signing you in...',
    callbackTitle: 'Signing in',
    callbackHeading: 'Finishing sign-in',
    failedHeading: 'Sign-in did not finish',
    tryAgain: 'Back to login',
  },

  socialRegistration: {
    title: 'Complete your profile',
    heading: 'One more step',
    intro: 'Tell us where to deliver your orders. You can change this later in your profile.',
    description: 'Add your delivery address to finish creating your account.',
    address: 'Street address',
    addressHint: 'House, road, block or village',
    division: 'Division',
    district: 'District',
    area: 'Area or thana',
    choose: 'Choose…',
    submit: 'Save and continue',
    submitting: 'Saving...',
  },

  accessDenied: {
    title: 'Access Denied',
    goBack: 'Go Back',
  },

  menu: {
    label: 'Account menu for {name}',
    profileIcon: 'My Profile',
    myProfile: 'My Profile',
    myOrders: 'My Orders',
    logout: 'Logout',
  },
} as const;
