/** Mutation keys of the auth endpoints. */
export const authKeys = {
  signIn: ['auth', 'sign-in'],
  signOut: ['auth', 'sign-out'],
} as const;
