// The parts of Africa's Talking's official SDK (africastalking, CommonJS, untyped) the shop uses.
declare module "africastalking" {
  interface SmsService {
    send(options: { to: string | string[]; message: string; from?: string }): Promise<unknown>;
  }
  function africastalking(credentials: { username: string; apiKey: string }): { SMS: SmsService };
  export default africastalking;
}

declare module "africastalking/lib/common.js" {
  /** The messaging endpoint the SDK posts to; set by the SDK on construction. */
  const common: { SMS_URL: string };
  export default common;
}
