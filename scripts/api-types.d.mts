export const apiTypesFile: string;
export function renderApiTypes(document: object): Promise<string>;
