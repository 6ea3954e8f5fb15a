declare module 'trek-captcha' {
  interface CaptchaOptions {
    /** number of characters (default 5) */
    size?: number;
    /** -1 random */
    style?: number;
  }
  /** A GIF image and its text (lower-case letters). */
  function captcha(options?: CaptchaOptions): Promise<{ token: string; buffer: Buffer }>;
  export default captcha;
}
