// What `/profile/my-loan`'s page and its action share (no server code).

/** The new card's fields of the payment form. */
export const CARD_FIELDS = ['cardNumber', 'holderName', 'expiryMonth', 'expiryYear'] as const;
/** The smallest part payment (centavos): one peso. */
export const MIN_PAYMENT = 100;
