/** Query keys of the settings feature; the save writes through them. */
export const settingsKeys = {
  all: ['settings'] as const,
  mine: () => [...settingsKeys.all, 'me'] as const,
};
