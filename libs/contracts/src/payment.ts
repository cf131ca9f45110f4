import { createAction } from '@reduxjs/toolkit';

// Payment (spec 2§4).

/** A 402 answer on the result page: the shell sends the user to the payment step. */
export const paymentRequired = createAction<{ status: 402 }>('payment/required');
