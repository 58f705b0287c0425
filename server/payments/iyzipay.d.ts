/**
 * The part of the official iyzico client (`iyzipay`, CommonJS, no types of its own) the adapter
 * uses: each resource sends one request and calls back with iyzico's parsed JSON answer.
 */
declare module 'iyzipay' {
  type IyzipayCallback = (error: Error | null, result: unknown) => void;
  interface IyzipayResource {
    create(request: object, callback: IyzipayCallback): void;
    retrieve(request: object, callback: IyzipayCallback): void;
  }
  class Iyzipay {
    constructor(config: { apiKey: string; secretKey: string; uri: string });
    checkoutFormInitializePreAuth: IyzipayResource;
    checkoutForm: IyzipayResource;
    threedsInitializePreAuth: IyzipayResource;
    threedsPayment: IyzipayResource;
    paymentPostAuth: IyzipayResource;
    cancel: IyzipayResource;
    refund: IyzipayResource;
    refundV2: IyzipayResource;
    reportingTransactionDetails: IyzipayResource;
    installmentInfo: IyzipayResource;
  }
  export default Iyzipay;
}
