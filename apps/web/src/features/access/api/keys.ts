/** Query keys of the access feature; the request mutation invalidates through them. */
export const accessKeys = {
  all: ['access'] as const,
  myRequests: () => [...accessKeys.all, 'my-requests'] as const,
  contact: () => [...accessKeys.all, 'contact'] as const,
};
