export const graphics = {};
