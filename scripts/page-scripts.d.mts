export function declaredScriptUrls(html: string, base: string): string[];
