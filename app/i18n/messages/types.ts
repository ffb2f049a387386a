export type MessageTree = { readonly [key: string]: string | MessageTree };
