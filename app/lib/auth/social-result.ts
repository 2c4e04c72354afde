/** What /auth/callback's action answers when a social sign-in fails (success is a redirect). */
export interface SocialCallbackResult {
  formError: string;
}
