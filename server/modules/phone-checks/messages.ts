/** What a shopper is told while proving a mobile number at checkout; shown as written by the API and the page. */
export const PHONE_CHECK_MESSAGES = {
  codeSent: (phone: string) => `We sent a 6-digit code to ${phone}. Enter it to place your order.`,
  codeNeeded: 'Enter the 6-digit code we sent to your mobile number.',
  codeWrong: 'That code is wrong or has expired. Check the SMS, or send a new code.',
  codeTooManyTries: 'Too many wrong codes. Send a new code.',
  resendTooSoon: (seconds: number) => `Wait ${seconds} seconds before asking for another code.`,
  tooManyCodesForPhone: 'Too many codes were sent to this number. Try again in an hour.',
  tooManyCodesFromClient: 'Too many codes were asked for from your connection. Try again in an hour.',
  sendFailed: 'We could not send the code just now. Try again in a minute.',
} as const;

export function codeText(code: string, minutes: number): string {
  return `${code} is your Dokan order code. It expires in ${minutes} minutes. Do not share it with anyone.`;
}
