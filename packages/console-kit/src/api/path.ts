/** A REST path from its parts, each id encoded. */
export const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');
