// Runs what follows a successful call even when the calling component has unmounted meanwhile (the answer's
// refetch often replaces it: an approved application leaves the table, an applied-for group changes its button),
// which TanStack Query's per-call onSuccess would skip. A failure was already toasted by the API client.
export const afterSuccess = <T>(call: Promise<T>, then: (value: T) => void): void => {
  call.then(then, () => undefined);
};
