export const CHROME_VERSION: string;
export function chromeShimPath(): string;
export function ensureChromeShim(): string | null;
