/** A robot-check challenge of the contract's shape (the client checks it); tests mock solveCaptcha. */
export const TEST_CHALLENGE = {
  parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' },
  signature: 's',
};
