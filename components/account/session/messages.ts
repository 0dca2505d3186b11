// Every toast text accounts use, spelled exactly once (the product's wording: change none of it).

export const AUTH_MESSAGES = {
  signUpFailed: 'Sign up Failed',
  somethingWentWrong: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  signUpSuccessTitle: 'Success!',
  signUpSuccessDescription: 'Check your email for a confirmation link.',
  signInFailed: 'Sign in Failed',
  signOutFailed: 'Sign out Failed',
  resetEmailSentTitle: 'Password Reset Email Sent',
  resetEmailSentDescription: 'Check your email for a link to reset your password.',
  resetEmailFailed: 'Error',
  passwordUpdatedTitle: 'Password updated successfully!',
  passwordUpdatedDescription: 'You can now log in with your new password.',
  passwordUpdateFailed: 'Error updating password',
  accessDeniedTitle: 'Access Denied',
  accessDeniedDescription: 'Please log in to view this page',
} as const
